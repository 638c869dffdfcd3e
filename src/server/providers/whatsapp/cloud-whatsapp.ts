import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { type WhatsApp, WhatsAppError, type WhatsAppEvent } from "./whatsapp";

export interface CloudWhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** Signs every webhook delivery (X-Hub-Signature-256). */
  appSecret: string;
  /** What the webhook's subscription handshake must present. */
  verifyToken: string;
  /** The Graph API with its version, https://graph.facebook.com/v21.0 (the tests' local fake). */
  apiBase: string;
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const refusalSchema = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

/** A webhook delivery: only what the shop reads of it, the rest let through. */
const deliverySchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.enum(["sent", "delivered", "read", "failed"]),
                  timestamp: z.string(),
                  recipient_id: z.string(),
                }),
              )
              .optional(),
            messages: z
              .array(
                z.object({
                  from: z.string(),
                  timestamp: z.string(),
                  type: z.string(),
                  text: z.object({ body: z.string() }).optional(),
                  button: z.object({ text: z.string() }).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

const secondsToDate = (seconds: string) => new Date(Number(seconds) * 1000);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Meta's WhatsApp Business Cloud API (/work/shared/reference/external-apis.md). */
export function createCloudWhatsApp(config: CloudWhatsAppConfig): WhatsApp {
  return {
    configured: true,

    async send({ to, template, language, values }) {
      const response = await fetch(`${config.apiBase}/${config.phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to,
          type: "template",
          template: {
            name: template,
            language: { code: language },
            components: [{ type: "body", parameters: values.map((text) => ({ type: "text", text })) }],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        // No answer (refused, reset, timed out): the message may go later.
        throw new WhatsAppError(`the Cloud API did not answer: ${String(error)}`, undefined, true);
      });
      const body: unknown = await response.json().catch(() => undefined);
      const sent = sentSchema.safeParse(body);
      if (response.ok && sent.success) return { id: sent.data.messages[0]?.id as string };
      const refusal = refusalSchema.safeParse(body);
      throw new WhatsAppError(
        refusal.success ? refusal.data.error.message : `the Cloud API answered ${response.status}`,
        refusal.success ? refusal.data.error.code : undefined,
        response.status >= 500 || response.status === 429,
      );
    },

    verifySubscription({ mode, token, challenge }) {
      return mode === "subscribe" && token !== undefined && sameText(token, config.verifyToken) && challenge
        ? challenge
        : undefined;
    },

    readEvents(rawBody, signature) {
      const expected = `sha256=${createHmac("sha256", config.appSecret).update(rawBody).digest("hex")}`;
      if (!signature || !sameText(signature, expected)) return undefined;
      let parsed: z.infer<typeof deliverySchema>;
      try {
        parsed = deliverySchema.parse(JSON.parse(rawBody));
      } catch {
        return [];
      }
      const events: WhatsAppEvent[] = [];
      for (const { changes } of parsed.entry)
        for (const { value } of changes) {
          for (const status of value.statuses ?? [])
            events.push({
              kind: "status",
              messageId: status.id,
              status: status.status,
              to: status.recipient_id,
              at: secondsToDate(status.timestamp),
            });
          for (const message of value.messages ?? []) {
            const text = message.text?.body ?? message.button?.text;
            if (text !== undefined)
              events.push({ kind: "reply", from: message.from, text, at: secondsToDate(message.timestamp) });
          }
        }
      return events;
    },
  };
}

import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** A message as the fake Cloud API took it: the request body, as Meta documents it. */
export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  values: string[];
}

const wamid = () => `wamid.${randomBytes(16).toString("base64url")}`;
const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/**
 * Meta's WhatsApp Cloud API on 127.0.0.1 (POST /{phone-number-id}/messages), speaking its wire
 * format: it refuses a wrong token (code 190), a template the account has not approved (132001)
 * and a malformed body (100), and keeps what it sent. It also writes the webhook deliveries Meta
 * would send, signed with the app secret as Meta signs them (written here, not taken from the
 * adapter, so a mistake there is caught rather than mirrored).
 */
export async function startFakeWhatsApp(
  options: { token?: string; phoneNumberId?: string; appSecret?: string; approved?: readonly string[] } = {},
) {
  const token = options.token ?? "fake-whatsapp-token";
  const phoneNumberId = options.phoneNumberId ?? "109876543210";
  const appSecret = options.appSecret ?? "fake-whatsapp-app-secret";
  const sent: FakeWhatsAppMessage[] = [];
  /** Every well-formed message of an approved template asked for, with the status it was answered (taken or not). */
  const received: { to: string; template: string; status: number }[] = [];
  /** By number, the statuses its next messages are answered with instead of being taken. */
  const failures = new Map<string, (400 | 429 | 500)[]>();
  const refusal = (status: 400 | 401 | 429 | 500, code: number, message: string) =>
    new Response(JSON.stringify({ error: { message, type: "OAuthException", code } }), {
      status,
      headers: { "content-type": "application/json" },
    });

  const app = new Hono().post("/:phoneNumberId/messages", async (c) => {
    if (c.req.header("authorization") !== `Bearer ${token}`)
      return refusal(401, 190, "Invalid OAuth access token");
    if (c.req.param("phoneNumberId") !== phoneNumberId) return refusal(400, 100, "Unknown phone number id");
    const body = (await c.req.json().catch(() => undefined)) as
      | {
          messaging_product?: string;
          to?: string;
          type?: string;
          template?: {
            name?: string;
            language?: { code?: string };
            components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
          };
        }
      | undefined;
    const template = body?.template;
    const values = template?.components?.find((part) => part.type === "body")?.parameters ?? [];
    if (
      body?.messaging_product !== "whatsapp" ||
      body.type !== "template" ||
      !/^\d{7,15}$/.test(body.to ?? "") ||
      !template?.name ||
      !template.language?.code ||
      values.some((value) => value.type !== "text" || typeof value.text !== "string")
    )
      return refusal(400, 100, "Invalid parameter");
    if (options.approved && !options.approved.includes(template.name))
      return refusal(400, 132001, "Template name does not exist in the translation");
    const failure = failures.get(body.to as string)?.shift();
    received.push({ to: body.to as string, template: template.name, status: failure ?? 200 });
    // Meta's own answers: an outage, its throughput limit, a number that is not on WhatsApp.
    if (failure === 500) return refusal(500, 131000, "Something went wrong");
    if (failure === 429) return refusal(429, 130429, "Rate limit hit");
    if (failure === 400) return refusal(400, 131026, "Message undeliverable");
    const message: FakeWhatsAppMessage = {
      id: wamid(),
      to: body.to as string,
      template: template.name,
      language: template.language.code,
      values: values.map((value) => value.text as string),
    };
    sent.push(message);
    return c.json({
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: message.id }],
    });
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook delivery as Meta posts it: its body and the headers it signs it with. */
  const delivery = (value: Record<string, unknown>) => {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "fake-business-account",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "96522000000", phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
    return { body, headers: { "content-type": "application/json", "x-hub-signature-256": signature } };
  };

  return {
    /** The Graph API's base for the adapter (`apiBase`). */
    url,
    token,
    phoneNumberId,
    appSecret,
    sent,
    received,
    /** The next messages to `to` are answered with these statuses, one each, and not taken. */
    failNext(to: string, ...statuses: (400 | 429 | 500)[]) {
      failures.set(to, [...(failures.get(to) ?? []), ...statuses]);
    },
    /** A delivery telling that a message reached a state (sent, delivered, read, failed). */
    statusDelivery(
      message: FakeWhatsAppMessage,
      status: "sent" | "delivered" | "read" | "failed",
      at = new Date(),
    ) {
      return delivery({
        statuses: [{ id: message.id, status, timestamp: seconds(at), recipient_id: message.to }],
      });
    },
    /** A delivery carrying a shopper's own text message (a STOP, or anything else). */
    replyDelivery(from: string, text: string, at = new Date()) {
      return delivery({
        contacts: [{ profile: { name: "Shopper" }, wa_id: from }],
        messages: [{ from, id: wamid(), timestamp: seconds(at), type: "text", text: { body: text } }],
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

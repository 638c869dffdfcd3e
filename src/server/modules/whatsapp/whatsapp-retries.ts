import { and, asc, eq, lte } from "drizzle-orm";
import { isLanguage } from "../../../shared/i18n";
import { whatsAppUnreachableError } from "../../../shared/whatsapp";
import { type WhatsAppTemplate, whatsAppTemplates } from "../../providers/whatsapp/whatsapp";
import { whatsappMessages } from "./whatsapp.schema";
import { attemptSend, type WhatsAppMessageDeps } from "./whatsapp-messages";
import { reachableNumber } from "./whatsapp-numbers.service";

/** Messages one pass sends again; the next pass takes the rest. */
const batchSize = 50;
/**
 * A claimed message is not due again for this long: a send gives up after 15 s, so only a claim
 * whose instance stopped mid-send is taken again, by a later pass.
 */
const claimMs = 5 * 60_000;

const isTemplate = (name: string): name is WhatsAppTemplate =>
  (whatsAppTemplates as readonly string[]).includes(name);

/**
 * Sends again the messages the Cloud API could not take for a while, once their wait is over
 * (decision 027). Safe with every instance running it at once: a message is claimed by one
 * conditional write that moves its next attempt past the claim, so one pass sends it. A number
 * opted out or no longer confirmed since is not messaged: the message is given up. Nothing when
 * the shop has no WhatsApp. How many were accepted.
 */
export async function retryWhatsAppMessages(deps: WhatsAppMessageDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  if (!deps.whatsapp.configured) return 0;
  const due = await db
    .select()
    .from(whatsappMessages)
    .where(lte(whatsappMessages.nextAttemptAt, now))
    .orderBy(asc(whatsappMessages.nextAttemptAt))
    .limit(batchSize);
  // The pass's clock, moving on with each slow send: a claim and a backoff run from their moment.
  const started = Date.now();
  const clock = () => new Date(now.getTime() + Date.now() - started);
  let accepted = 0;
  for (const row of due) {
    const [claimed] = await db
      .update(whatsappMessages)
      .set({ nextAttemptAt: new Date(clock().getTime() + claimMs) })
      .where(
        and(
          eq(whatsappMessages.id, row.id),
          eq(whatsappMessages.status, "failed"),
          lte(whatsappMessages.nextAttemptAt, now),
        ),
      )
      .returning({ id: whatsappMessages.id });
    if (!claimed) continue;
    const reachable = row.userId ? await reachableNumber(db, row.userId) : undefined;
    const { template, values } = row;
    if (!reachable || reachable.number !== row.number || !values || !isTemplate(template)) {
      await db
        .update(whatsappMessages)
        .set({ nextAttemptAt: null, values: null, error: whatsAppUnreachableError, statusAt: new Date() })
        .where(eq(whatsappMessages.id, row.id));
      continue;
    }
    const sent = await attemptSend(
      deps,
      {
        id: row.id,
        attempts: row.attempts,
        reference: row.reference,
        message: {
          to: row.number,
          template,
          language: isLanguage(row.language) ? row.language : "en",
          values,
        },
      },
      clock(),
    );
    if (sent) accepted += 1;
  }
  if (accepted > 0) deps.log.info({ accepted }, "sent WhatsApp messages again");
  return accepted;
}

/** Runs the retries every minute in this instance; the timer never keeps the process alive. */
export function scheduleWhatsAppRetries(deps: WhatsAppMessageDeps, everyMs = 60_000) {
  const run = () =>
    retryWhatsAppMessages(deps).catch((error) => deps.log.warn({ err: error }, "WhatsApp retries failed"));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

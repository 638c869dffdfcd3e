import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { refusal } from "../../../shared/errors";
import { isLanguage, type Language } from "../../../shared/i18n";
import {
  type WhatsAppNumberDto,
  type WhatsAppSettingsDto,
  whatsAppNumberLimits,
} from "../../../shared/whatsapp";
import type { Db } from "../../db/client";
import { hitRateLimit } from "../../http/rate-limit";
import { whatsappNumbers } from "./whatsapp.schema";

type NumberRow = typeof whatsappNumbers.$inferSelect;

const languageOf = (value: string): Language => (isLanguage(value) ? value : "en");
const minutes = (count: number) => count * 60_000;

/** The code is kept as a hash bound to its account and number: a code read elsewhere confirms nothing. */
function hashCode(userId: string, number: string, code: string): string {
  return createHash("sha256").update(`${userId}:${number}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

function toDto(row: NumberRow): WhatsAppNumberDto {
  const state = row.optedOutAt ? "opted-out" : row.confirmedAt ? "confirmed" : "pending";
  const pending = state === "pending";
  return {
    number: `+${row.number}`,
    state,
    language: languageOf(row.language),
    codeExpiresAt: pending && row.codeExpiresAt ? row.codeExpiresAt.toISOString() : null,
    resendAt:
      pending && row.codeSentAt
        ? new Date(row.codeSentAt.getTime() + whatsAppNumberLimits.resendSeconds * 1000).toISOString()
        : null,
  };
}

async function findNumber(db: Db, userId: string): Promise<NumberRow | undefined> {
  const [row] = await db.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
  return row;
}

/** The account's WhatsApp page: whether the shop sends WhatsApp, and the account's number. */
export async function getWhatsAppSettings(
  db: Db,
  isAvailable: boolean,
  userId: string,
): Promise<WhatsAppSettingsDto> {
  const row = await findNumber(db, userId);
  return { isAvailable, number: row ? toDto(row) : null };
}

/** The number the shop may message for this account: confirmed, and not opted out. */
export async function reachableNumber(
  db: Db,
  userId: string,
): Promise<{ number: string; language: Language } | undefined> {
  const [row] = await db
    .select({ number: whatsappNumbers.number, language: whatsappNumbers.language })
    .from(whatsappNumbers)
    .where(
      and(
        eq(whatsappNumbers.userId, userId),
        isNotNull(whatsappNumbers.confirmedAt),
        isNull(whatsappNumbers.optedOutAt),
      ),
    );
  return row ? { number: row.number, language: languageOf(row.language) } : undefined;
}

/** A STOP reply: every account with this number hears nothing more on WhatsApp. How many. */
export async function markNumberOptedOut(db: Db, number: string, at: Date): Promise<number> {
  const rows = await db
    .update(whatsappNumbers)
    .set({ optedOutAt: at })
    .where(and(eq(whatsappNumbers.number, number), isNull(whatsappNumbers.optedOutAt)))
    .returning({ userId: whatsappNumbers.userId });
  return rows.length;
}

const unavailable = () =>
  refusal("CONFLICT", "WHATSAPP_UNAVAILABLE", "This shop does not send WhatsApp messages");

/**
 * Starts (or starts again) the confirmation of the account's number: a fresh 6-digit code, kept
 * hashed with its expiry, to be sent by `send`. The same confirmed number only changes its
 * language. A code waits `resendSeconds` after the last one, and an account and a number each get
 * a few an hour, so the form cannot be used to flood a stranger's phone. A new number (or the same
 * after a STOP) starts unconfirmed: nothing else goes to it before its code is typed back.
 */
export async function requestNumberCode(
  deps: {
    db: Db;
    isAvailable: boolean;
    send: (to: string, language: Language, code: string) => Promise<boolean>;
  },
  userId: string,
  input: { number: string; language: Language },
  now = new Date(),
): Promise<WhatsAppNumberDto> {
  const { db } = deps;
  if (!deps.isAvailable) throw unavailable();
  const existing = await findNumber(db, userId);
  if (existing?.number === input.number && existing.confirmedAt && !existing.optedOutAt) {
    const [updated] = await db
      .update(whatsappNumbers)
      .set({ language: input.language })
      .where(eq(whatsappNumbers.userId, userId))
      .returning();
    return toDto(updated ?? existing);
  }
  const wait = existing?.codeSentAt
    ? existing.codeSentAt.getTime() + whatsAppNumberLimits.resendSeconds * 1000 - now.getTime()
    : 0;
  if (wait > 0)
    throw refusal("RATE_LIMITED", "WHATSAPP_CODE_TOO_SOON", "Wait a moment before asking for another code", {
      seconds: Math.ceil(wait / 1000),
    });
  const hourly = { limit: whatsAppNumberLimits.codesPerHour, windowSeconds: 3600 };
  for (const key of [`whatsapp-code:user:${userId}`, `whatsapp-code:number:${input.number}`]) {
    const hit = await hitRateLimit(db, key, hourly);
    if (!hit.allowed)
      throw refusal("RATE_LIMITED", "WHATSAPP_CODE_LIMIT", "Too many codes were sent. Try again later", {
        minutes: Math.ceil(hit.retryAfterSeconds / 60),
      });
  }
  const code = String(randomInt(0, 10 ** whatsAppNumberLimits.codeLength)).padStart(
    whatsAppNumberLimits.codeLength,
    "0",
  );
  const fresh = {
    number: input.number,
    language: input.language,
    codeHash: hashCode(userId, input.number, code),
    codeExpiresAt: new Date(now.getTime() + minutes(whatsAppNumberLimits.codeMinutes)),
    codeAttempts: 0,
    codeSentAt: now,
    confirmedAt: null,
    optedOutAt: null,
  };
  await db
    .insert(whatsappNumbers)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: whatsappNumbers.userId, set: fresh });
  if (!(await deps.send(input.number, input.language, code))) {
    // Nothing reached the phone: the shopper may try again at once, and no code is waiting.
    await db
      .update(whatsappNumbers)
      .set({ codeHash: null, codeExpiresAt: null, codeSentAt: null })
      .where(eq(whatsappNumbers.userId, userId));
    throw refusal(
      "SERVICE_UNAVAILABLE",
      "WHATSAPP_SEND_FAILED",
      "The code could not be sent to this number on WhatsApp",
    );
  }
  return toDto((await findNumber(db, userId)) as NumberRow);
}

/**
 * Confirms the account's number with the code typed. Each try is counted before the code is
 * compared, in one conditional write, so guesses sent in parallel get no more than
 * `attempts` between them; past that, or past its expiry, the code is spent and a new one is needed.
 */
export async function confirmNumberCode(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<WhatsAppNumberDto> {
  const existing = await findNumber(db, userId);
  if (existing?.confirmedAt && !existing.optedOutAt) return toDto(existing);
  if (!existing?.codeHash || !existing.codeExpiresAt)
    throw refusal("NOT_FOUND", "WHATSAPP_NO_CODE", "No code is waiting: send one first");
  if (existing.codeExpiresAt <= now)
    throw refusal("VALIDATION_ERROR", "WHATSAPP_CODE_EXPIRED", "This code has expired: send a new one");
  const [tried] = await db
    .update(whatsappNumbers)
    .set({ codeAttempts: sql`${whatsappNumbers.codeAttempts} + 1` })
    .where(
      and(
        eq(whatsappNumbers.userId, userId),
        eq(whatsappNumbers.codeHash, existing.codeHash),
        sql`${whatsappNumbers.codeAttempts} < ${whatsAppNumberLimits.attempts}`,
      ),
    )
    .returning();
  if (!tried) throw refusal("RATE_LIMITED", "WHATSAPP_CODE_ATTEMPTS", "Too many wrong codes: send a new one");
  if (!sameHash(existing.codeHash, hashCode(userId, existing.number, code))) {
    throw refusal("VALIDATION_ERROR", "WHATSAPP_CODE_WRONG", "This code is not the one we sent", {
      left: whatsAppNumberLimits.attempts - tried.codeAttempts,
    });
  }
  const [confirmed] = await db
    .update(whatsappNumbers)
    .set({ confirmedAt: now, optedOutAt: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
    .where(and(eq(whatsappNumbers.userId, userId), eq(whatsappNumbers.codeHash, existing.codeHash)))
    .returning();
  if (!confirmed) throw refusal("NOT_FOUND", "WHATSAPP_NO_CODE", "No code is waiting: send one first");
  return toDto(confirmed);
}

/** Forgets the account's number: nothing more is sent to it. */
export async function removeNumber(db: Db, userId: string): Promise<void> {
  await db.delete(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
}

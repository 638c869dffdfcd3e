import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { totpCodeUsedCode } from "../../shared/two-factor";
import type { Db } from "../db/client";
import { hitRateLimit } from "../http/rate-limit";
import { session } from "./auth.schema";

/**
 * RFC 6238 §5.2: an app's code opens one sign-in, never a second. better-auth's plugin accepts a
 * code again within its window (about a minute either side of now), so a code read over a shoulder
 * or relayed by a phishing page would open another session. After the plugin says yes, the first
 * use of (account, code) is claimed in one atomic upsert; a later one has its new session deleted
 * at once and is refused. Setting up the app checks a code too, but opens no sign-in, so it is not
 * counted: the first sign-in may use the code the set-up used.
 */
const window = { limit: 1, windowSeconds: 120 };

const codeUsedMessage = "This code has already been used. Wait for the next one and sign in again.";

export async function refuseReusedCode(db: Db, answer: Response, code: string): Promise<Response> {
  if (answer.status !== 200) return answer;
  const body = (await answer.clone().json()) as { token?: string; user?: { id?: string } };
  const userId = body.user?.id;
  if (!userId) return answer;
  const digest = createHash("sha256").update(code).digest("hex");
  const claim = await hitRateLimit(db, `totp-used:${userId}:${digest}`, window);
  if (claim.allowed) return answer;
  if (body.token) await db.delete(session).where(eq(session.token, body.token));
  return Response.json({ code: totpCodeUsedCode, message: codeUsedMessage }, { status: 401 });
}

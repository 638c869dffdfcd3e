import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A value the server signed for one purpose (`payload.mac`), so a token made for one use (a known
 * device, an unlock link) is worthless for another. The payload is readable: put no secret in it.
 */
export function signToken(secret: string, purpose: string, payload: string): string {
  return `${payload}.${mac(secret, purpose, payload)}`;
}

/** The payload of a token this server signed for `purpose`, or undefined. */
export function readToken(secret: string, purpose: string, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const cut = token.lastIndexOf(".");
  if (cut <= 0) return undefined;
  const payload = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(mac(secret, purpose, payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined;
}

function mac(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");
}

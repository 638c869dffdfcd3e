import { type SavedSearchQuery, savedSearchLimits, savedSearchParams } from "../../../shared/alerts";
import type { Language } from "../../../shared/i18n";
import { readToken, signToken } from "../../auth/signed-token";
import type { AlertLinks } from "./alert-mail";

/**
 * The links an alert e-mail carries, signed with the shop's secret so they need no stored token:
 * an unsubscribe link names the saved search (`s:<id>`) or the account's favourite alerts
 * (`f:<user id>`) and works as long as the secret does; a guest's confirmation link names the
 * search and when it stops working.
 */
const purposes = { unsubscribe: "alert-unsubscribe", confirm: "alert-confirm" } as const;

export type AlertSubject = { kind: "search"; searchId: string } | { kind: "favorites"; userId: string };

export function unsubscribeToken(secret: string, subject: AlertSubject): string {
  const payload = subject.kind === "search" ? `s:${subject.searchId}` : `f:${subject.userId}`;
  return signToken(secret, purposes.unsubscribe, payload);
}

/** What an unsubscribe token names, or undefined for a token this shop did not sign. */
export function readUnsubscribeToken(secret: string, token: string): AlertSubject | undefined {
  const payload = readToken(secret, purposes.unsubscribe, token);
  if (payload?.startsWith("s:")) return { kind: "search", searchId: payload.slice(2) };
  if (payload?.startsWith("f:")) return { kind: "favorites", userId: payload.slice(2) };
  return undefined;
}

export function confirmToken(secret: string, searchId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + savedSearchLimits.confirmDays * 86_400;
  return signToken(secret, purposes.confirm, `${searchId}:${expires}`);
}

/** The search a confirmation token names while it works, or undefined. */
export function readConfirmToken(secret: string, token: string, now: Date): string | undefined {
  const payload = readToken(secret, purposes.confirm, token);
  const [searchId, expires] = payload?.split(":") ?? [];
  if (!searchId || !expires || Number(expires) * 1000 < now.getTime()) return undefined;
  return searchId;
}

/** The unsubscribe page, the one-click address (RFC 8058) and, for an account, its alerts page. */
export function alertLinks(
  publicUrl: string,
  secret: string,
  subject: AlertSubject,
  language: Language,
  hasAccount: boolean,
): AlertLinks {
  const token = encodeURIComponent(unsubscribeToken(secret, subject));
  return {
    unsubscribePage: `${publicUrl}/alerts/unsubscribe?token=${token}&lang=${language}`,
    oneClick: `${publicUrl}/api/alerts/unsubscribe?token=${token}`,
    manage: hasAccount ? `${publicUrl}/account/alerts?lang=${language}` : undefined,
  };
}

/** The collection showing the search, in the shopper's language. */
export function searchPageUrl(publicUrl: string, query: SavedSearchQuery, language: Language): string {
  const params = savedSearchParams(query);
  return `${publicUrl}/watches?${params ? `${params}&` : ""}lang=${language}`;
}

export function confirmPageUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}/alerts/confirm?token=${encodeURIComponent(token)}&lang=${language}`;
}

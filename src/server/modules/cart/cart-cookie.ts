/**
 * The guest cart's token lives only in this HttpOnly cookie: never in an answer's body, never
 * readable by script (decision 006).
 */
export const cartCookie = "mizan_cart";

export function cartCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: 90 * 24 * 60 * 60 } as const;
}

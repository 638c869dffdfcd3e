/**
 * The `redirect` query parameter as a same-origin path, or undefined. Anything that could leave the
 * site (absolute URLs, protocol-relative `//host`, `/\host`, other schemes) is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  const base = "https://mizan.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

const signInPages = /^\/(login|register)(?=[/?#]|$)/;

/** Where to go once signed in: a safe `redirect` other than the sign-in screen itself, else /account. */
export function afterSignInPath(redirect: string | null | undefined): string {
  const path = safeRedirectPath(redirect);
  return path && !signInPages.test(path) ? path : "/account";
}

/**
 * JSON that is safe inside a <script> element: "<" is escaped so no "</script>" or "<!--" in the
 * data can end the element early. The element's type is JSON, so the browser never executes it and
 * the CSP's `script-src 'self'` holds without a nonce.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

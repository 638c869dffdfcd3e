/** Elements that have no end tag. */
const voidElements = new Set(["br", "hr", "img", "wbr"]);

/**
 * An HTML fragment whose every element is closed inside it: an end tag with no open element is
 * dropped, and what is still open at the end is closed there. The browser's parser reopens an
 * unclosed <a>, <strong> or <b> in the content that follows, so a fragment put into a page with
 * innerHTML (a description's section) would change the page around it: on a server-rendered page
 * React then finds other elements than it rendered (hydration error #418). `unwrap` drops those
 * elements' tags and keeps their content (headings inside a heading, which the parser would close).
 * For the allow-listed HTML of sanitised descriptions, whose attribute values never hold a `>`.
 */
export function balanceHtml(html: string, unwrap: readonly string[] = []): string {
  const open: string[] = [];
  const out = html.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g,
    (tag, closing: string, rawName: string) => {
      const name = rawName.toLowerCase();
      if (unwrap.includes(name)) return "";
      if (voidElements.has(name)) return tag;
      if (!closing) {
        open.push(name);
        return tag;
      }
      const at = open.lastIndexOf(name);
      if (at < 0) return "";
      // Closing an outer element closes the ones opened inside it first, as the parser would.
      const inner = open.splice(at);
      return inner
        .reverse()
        .map((element) => `</${element}>`)
        .join("");
    },
  );
  return (
    out +
    open
      .reverse()
      .map((element) => `</${element}>`)
      .join("")
  );
}

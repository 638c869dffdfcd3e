import filterXSS, { FilterXSS, type SafeAttrValueHandler } from "xss";
import { balanceHtml } from "../../../shared/balance-html";

// The library's own attribute check: its CommonJS build sets it on the default export in a loop,
// so Node cannot offer it as a named ES import.
const librarySafeAttrValue = (filterXSS as unknown as { safeAttrValue: SafeAttrValueHandler }).safeAttrValue;

// ARCHITECTURE.md, Decisions: descriptions are admin HTML rendered in the spec's sections;
// only structure and links survive, never a script, a handler or a style.
const filter = new FilterXSS({
  whiteList: {
    h2: [],
    h3: [],
    h4: [],
    p: [],
    ul: [],
    ol: [],
    li: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    br: [],
    // Latin names inside an Arabic description keep their order only when isolated.
    bdi: [],
    a: ["href", "rel", "target"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  onTagAttr(tag, name, value) {
    // A link opened in a new tab must not hand the shop's window to the target.
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank"' : "";
    if (tag === "a" && name === "rel") return 'rel="noopener noreferrer"';
    return undefined;
  },
  // js-xss keeps `data:image/` links (an SVG document with script in it); a link in a description
  // leads to a page, never to a document of its own (e2e/xss-vectors.ts, data: family).
  safeAttrValue(tag, name, value, cssFilter) {
    const safe = librarySafeAttrValue(tag, name, value, cssFilter);
    return name === "href" && /^data:/i.test(safe) ? "" : safe;
  },
});

/**
 * The allow-listed HTML of a listing description, every element closed (the filter drops a tag it
 * refuses but keeps its end tag, and keeps an unclosed one); call it on write and on read.
 */
export function sanitizeDescription(html: string): string {
  return balanceHtml(filter.process(html).trim());
}

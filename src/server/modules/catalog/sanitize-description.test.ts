import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { allowedDescriptionTags, vectorCounts, xssVectors } from "../../../../e2e/xss-vectors";
import { balanceHtml } from "../../../shared/balance-html";
import { sanitizeDescription } from "./sanitize-description";

const allowedTags = new Set<string>(allowedDescriptionTags);
const forbiddenTags = /<\s*\/?\s*(script|style|iframe|object|embed|svg|math|template|noscript|form)\b/i;
const allowedLinkAttributes = new Set(["href", "rel", "target"]);

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
});

/** An attribute's URL as a browser resolves its scheme: controls and whitespace dropped. */
const schemeOf = (url: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these before the scheme
  url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();

/** What is wrong with sanitised HTML once a parser has read it (empty when nothing is). */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  if (forbiddenTags.test(html)) problems.push("a forbidden tag in the markup");
  const container = window.document.createElement("div");
  container.innerHTML = html;
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`handler ${name} on <${tag}>`);
      else if (tag !== "a" || !allowedLinkAttributes.has(name))
        problems.push(`attribute ${name} on <${tag}>`);
      const scheme = schemeOf(value ?? "");
      if (/^(javascript|data|vbscript|livescript):/.test(scheme)) problems.push(`${name}="${value}"`);
      if (name === "href" && !/^(https?:\/\/|mailto:|tel:|ftp:\/\/|\/|\.\.?\/|#|$)/.test(scheme))
        problems.push(`href="${value}"`);
    }
  }
  return problems;
}

describe("sanitizeDescription against the XSS corpus (e2e/xss-vectors.ts)", () => {
  it("holds at least 500 vectors in every family the issue names", () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(500);
    for (const count of Object.values(vectorCounts())) expect(count).toBeGreaterThan(0);
  });

  it("leaves no handler, no script URL and no element outside the allow-list", () => {
    const leaks = xssVectors
      .map((vector) => ({ vector, problems: problemsOf(sanitizeDescription(vector.html)) }))
      .filter(({ problems }) => problems.length > 0)
      .map(({ vector, problems }) => `#${vector.id} ${vector.family}: ${problems.join(", ")}`);
    expect(leaks).toEqual([]);
  });

  it("leaves no handler when the vectors come one after another in one description", () => {
    const html = xssVectors.map((vector) => `<h3>Vector ${vector.id}</h3><p>${vector.html}</p>`).join("\n");
    expect(problemsOf(sanitizeDescription(html))).toEqual([]);
  });

  it("closes every element it keeps, so a description never reopens one in the page after it", () => {
    for (const vector of xssVectors) {
      const clean = sanitizeDescription(vector.html);
      expect(balanceHtml(clean), vector.html).toBe(clean);
    }
  });

  it("is stable: sanitising its own output changes nothing (what is stored is what is shown)", () => {
    const unstable = xssVectors
      .filter((vector) => {
        const once = sanitizeDescription(vector.html);
        return sanitizeDescription(once) !== once;
      })
      .map((vector) => vector.id);
    expect(unstable).toEqual([]);
  });

  it("keeps the structure, the text and safe links a description is made of", () => {
    const html =
      "<h2>Rolex Submariner</h2><h3>Watch Details</h3><ul><li><strong>Case:</strong> 41mm</li></ul>" +
      '<p>Read <a href="https://example.com/s" target="_blank">more</a> &amp; <em>enjoy</em>.</p>';
    expect(sanitizeDescription(html)).toBe(
      "<h2>Rolex Submariner</h2><h3>Watch Details</h3><ul><li><strong>Case:</strong> 41mm</li></ul>" +
        '<p>Read <a href="https://example.com/s" target="_blank">more</a> &amp; <em>enjoy</em>.</p>',
    );
  });

  it("drops a data: link, which the library's defaults keep for images", () => {
    const html = "<a href=\"data:image/svg+xml,<svg onload='xss(1)'/>\">open</a>";
    expect(sanitizeDescription(html)).toBe("<a href>open</a>");
  });
});

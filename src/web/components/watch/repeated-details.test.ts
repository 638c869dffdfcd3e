// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normalizeLabel, withoutShownItems } from "./repeated-details";

const shown = new Set(["brand", "reference", "case size", "الماركة"]);
const isShown = (label: string) => shown.has(label);

describe("withoutShownItems", () => {
  it("drops the items the page shows and keeps the ones it does not", () => {
    const html =
      "<ul><li><strong>Brand:</strong> Rolex</li><li><strong>Case Size:</strong> 41mm</li>" +
      "<li><strong>Lume:</strong> Chromalight</li></ul>";
    expect(withoutShownItems(html, isShown)).toBe("<ul><li><strong>Lume:</strong> Chromalight</li></ul>");
  });

  it("leaves nothing when every item is shown, and reads Arabic labels", () => {
    const html =
      "<ul>\n<li><strong>الماركة:</strong> <bdi>Rolex</bdi></li>\n<li><strong>Reference:</strong> 1</li></ul>";
    expect(withoutShownItems(html, isShown)).toBe("");
  });

  it("reads a label written with a character reference", () => {
    const html =
      "<ul><li><strong>Case&#32;Size:</strong> 41mm</li><li><strong>Box &#38; Papers:</strong> Complete</li></ul>";
    expect(withoutShownItems(html, (label) => label === "case size")).toBe(
      "<ul><li><strong>Box &#38; Papers:</strong> Complete</li></ul>",
    );
    expect(withoutShownItems(html, (label) => label === "box & papers")).toBe(
      "<ul><li><strong>Case&#32;Size:</strong> 41mm</li></ul>",
    );
  });

  it("keeps an item without a bold label and any text beside the list", () => {
    const html = "<p>Serviced in 2023.</p><ul><li>Brand new strap</li></ul>";
    expect(withoutShownItems(html, isShown)).toBe(html);
  });
});

describe("normalizeLabel", () => {
  it("drops the colon, case and extra spaces", () => {
    expect(normalizeLabel(" Case  Size: ")).toBe("case size");
  });
});

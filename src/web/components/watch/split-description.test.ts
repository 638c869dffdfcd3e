// @vitest-environment node
import { describe, expect, it } from "vitest";
import { splitDescription } from "./split-description";

const description = [
  "<h2>Rolex Submariner Date 126610LN</h2>",
  "<h3>Watch Details</h3>",
  "<ul><li><strong>Brand:</strong> Rolex</li></ul>",
  "<h3>Authenticity Guarantee</h3>",
  "<p><strong>100% Authentic.</strong> Inspected.</p>",
  "<h3>About the Rolex Submariner</h3>",
  "<p>The diver's watch.</p>",
  "<h3>Photography</h3>",
  "<p><em>Studio illustrations.</em></p>",
].join("\n");

describe("splitDescription", () => {
  it("splits the seeded description into the spec's five sections, in order", () => {
    const sections = splitDescription(description);
    expect(sections.map((section) => section.kind)).toEqual([
      "heading",
      "details",
      "guarantee",
      "about",
      "photography",
    ]);
    expect(sections[0]).toEqual({
      kind: "heading",
      headingHtml: "Rolex Submariner Date 126610LN",
      bodyHtml: "",
    });
    expect(sections[1]?.bodyHtml).toBe("<ul><li><strong>Brand:</strong> Rolex</li></ul>");
    expect(sections[3]?.headingHtml).toBe("About the Rolex Submariner");
  });

  it("keeps text before the first heading and headings with attributes", () => {
    const sections = splitDescription('<p>Intro</p><h3 id="x">Service notes</h3><p>Serviced 2023.</p>');
    expect(sections).toEqual([
      { kind: "other", headingHtml: "", bodyHtml: "<p>Intro</p>" },
      { kind: "other", headingHtml: "Service notes", bodyHtml: "<p>Serviced 2023.</p>" },
    ]);
  });

  it("returns one untitled section for a description without headings, and none for an empty one", () => {
    expect(splitDescription("<p>Just a paragraph.</p>")).toEqual([
      { kind: "other", headingHtml: "", bodyHtml: "<p>Just a paragraph.</p>" },
    ]);
    expect(splitDescription("  ")).toEqual([]);
  });
});

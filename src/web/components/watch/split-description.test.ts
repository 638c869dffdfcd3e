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

  it("knows the Arabic description's sections by their Arabic headings", () => {
    const arabic = [
      "<h2>ساعة <bdi>Rolex</bdi></h2>",
      "<h3>تفاصيل الساعة</h3>",
      "<ul><li><strong>الماركة:</strong> <bdi>Rolex</bdi></li></ul>",
      "<h3>الأصالة والضمان</h3>",
      "<p>أصلية.</p>",
      "<h3>عن هذه الساعة</h3>",
      "<p>ساعة.</p>",
      "<h3>التصوير</h3>",
      "<p>صور.</p>",
    ].join("\n");
    expect(splitDescription(arabic).map((section) => section.kind)).toEqual([
      "heading",
      "details",
      "guarantee",
      "about",
      "photography",
    ]);
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

  it("closes each section's elements inside it, so the page around it stays as rendered", () => {
    // A link around a heading is cut in two; an unclosed <strong> would be reopened by the parser
    // inside the next section's elements (React's hydration error #418 on the watch page).
    expect(splitDescription('<p><strong>Lead</p><a href="/x"><h3>Inner <h4>deep</h4></h3>tail</a>')).toEqual([
      { kind: "other", headingHtml: "", bodyHtml: '<p><strong>Lead</strong></p><a href="/x"></a>' },
      { kind: "other", headingHtml: "Inner deep", bodyHtml: "tail" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { balanceHtml } from "./balance-html";

describe("balanced HTML fragments", () => {
  it("closes what is left open, drops end tags with nothing to close, and leaves void elements", () => {
    expect(balanceHtml("<p>a<strong>b")).toBe("<p>a<strong>b</strong></p>");
    expect(balanceHtml("x</strong></p>y")).toBe("xy");
    expect(balanceHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a<li>b</li></li></ul>");
    expect(balanceHtml('a<br>b<a href="/x">c</a>')).toBe('a<br>b<a href="/x">c</a>');
  });

  it("unwraps the elements named, keeping their text", () => {
    expect(balanceHtml("A <h3>B</h3> <H4 id='x'>C</H4>", ["h3", "h4"])).toBe("A B C");
  });
});

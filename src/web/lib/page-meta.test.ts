// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { renderPageMeta } from "../ssr/render-head";
import { PageMeta, type PageMetaCollector, PageMetaCollectorProvider } from "./page-meta";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;
const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null;

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("PageMeta in the browser", () => {
  it("sets the page's title and tags as it mounts, and the next page's replace them", async () => {
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () => root.render(createElement(PageMeta, { title: "Cart · Mizan", noindex: true })));
    expect(document.title).toBe("Cart · Mizan");
    expect(robots()).toBe("noindex");

    await act(async () =>
      root.render(createElement(PageMeta, { title: "Contact · Mizan", description: "Write to us" })),
    );
    expect(document.title).toBe("Contact · Mizan");
    expect(robots()).toBeNull();
    expect(description()).toBe("Write to us");

    await act(async () => root.unmount());
    expect(description()).toBeNull();
  });

  it("takes over the tags the server wrote for the first page", async () => {
    document.head.innerHTML = renderPageMeta({
      found: { title: "Missing · Mizan", noindex: true },
      images: [],
    });
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () => root.render(createElement(PageMeta, { title: "Watches · Mizan" })));
    expect(document.title).toBe("Watches · Mizan");
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
    await act(async () => root.unmount());
  });
});

describe("PageMeta on the server", () => {
  it("renders nothing in the body and hands the first page's meta to the head, escaped", () => {
    const collector: PageMetaCollector = { images: [] };
    const pages = createElement(
      "div",
      null,
      createElement(PageMeta, { title: 'Tank <"Must">', description: "A & B", noindex: true }),
      createElement(PageMeta, { title: "Second" }),
    );
    const html = renderToString(createElement(PageMetaCollectorProvider, { collector }, pages));
    expect(html).toBe("<div></div>");
    expect(collector.found?.title).toBe('Tank <"Must">');
    expect(renderPageMeta(collector)).toBe(
      '<title>Tank &lt;&quot;Must&quot;&gt;</title>\n    <meta name="robots" content="noindex" data-page-meta>\n    <meta name="description" content="A &amp; B" data-page-meta>',
    );
  });
});

import { createContext, type ReactNode, useContext, useEffect } from "react";

/** What a page says of itself in the document's head. */
export interface PageMetaTags {
  title: string;
  description?: string;
  /** Kept out of search engines (the cart, checkout, a missing watch). */
  noindex?: boolean;
}

/** A photograph the page shows first, which the browser should fetch before any script runs. */
export interface ImagePreload {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * What a server render met for <head>: the first page meta and the photographs fetched first.
 * Absent in the browser, where each page's meta is set in the document as it mounts.
 */
export type PageMetaCollector = { found?: PageMetaTags; images: ImagePreload[] };

const CollectorContext = createContext<PageMetaCollector | null>(null);

export function PageMetaCollectorProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector;
  children?: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/** Marks the description and robots tags a page owns, so the next page replaces or removes them. */
export const ownedAttribute = "data-page-meta";

/**
 * On the server, notes a photograph the page shows at once, for a preload link in <head> (as React
 * 19 wrote one for every high-priority image); nothing in the browser.
 */
export function usePreloadedImage(image: ImagePreload | undefined) {
  const collector = useContext(CollectorContext);
  if (collector && image && !collector.images.some((kept) => kept.srcSet === image.srcSet))
    collector.images.push(image);
}

function setOwnedMeta(name: "description" | "robots", content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"][${ownedAttribute}]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.name = name;
    element.setAttribute(ownedAttribute, "");
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The page's title, description and robots rule, rendered by the page itself. The storefront runs
 * on Preact, which does not hoist <title> and <meta> out of the body as React 19 does (decision
 * 005): the server collects them for <head>, and the browser sets them as the page mounts and takes
 * them away as it goes.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaTags) {
  const collector = useContext(CollectorContext);
  if (collector && !collector.found) collector.found = { title, description, noindex };
  useEffect(() => {
    document.title = title;
    setOwnedMeta("description", description);
    setOwnedMeta("robots", noindex ? "noindex" : undefined);
    return () => {
      setOwnedMeta("description", undefined);
      setOwnedMeta("robots", undefined);
    };
  }, [title, description, noindex]);
  return null;
}

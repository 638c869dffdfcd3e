import type { Location, To } from "react-router";

/** The fragment that asks the collection to put the focus in its search field. */
export const searchFieldHash = "#search";

/**
 * Where the header's search icon goes: the collection with its search field focused, keeping the
 * filters when the shopper is already there. A fragment rather than history state, so a tap
 * before the page's JavaScript arrives (a plain link) still lands in the field.
 */
export function searchLinkTarget(location: Pick<Location, "pathname" | "search">): To {
  const search = location.pathname === "/watches" ? location.search : "";
  return { pathname: "/watches", search, hash: searchFieldHash };
}

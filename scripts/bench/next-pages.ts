import type { ListingPageDto } from "../../src/shared/catalog-api";
import { randomInt } from "./random";

/** Chains followed at once: a page waits for the one before it, the chains need not. */
const chainsAtOnce = 4;

/**
 * Issue 26, "next pages by cursor": pages 2 to 5 of shoppers' queries, reached as a shopper reaches
 * them, by the `nextCursor` of the page before. Followed before the measured run, until `wanted`
 * pages are known or `budgetMs` is spent (a query with one page gives none).
 */
export async function followNextPages(
  base: string,
  firstPage: () => URLSearchParams,
  wanted: number,
  budgetMs = 10_000,
): Promise<string[]> {
  const deadline = performance.now() + budgetMs;
  const pages: string[] = [];
  const follow = async () => {
    while (pages.length < wanted && performance.now() < deadline) {
      const query = firstPage();
      const lastPage = randomInt(2, 6);
      let url = `/api/listings?${query}`;
      for (let page = 1; page < lastPage; page++) {
        const response = await fetch(base + url);
        if (!response.ok) break;
        const { nextCursor } = (await response.json()) as ListingPageDto;
        if (!nextCursor) break;
        url = `/api/listings?${query}&cursor=${encodeURIComponent(nextCursor)}`;
        pages.push(url);
      }
    }
  };
  await Promise.all(Array.from({ length: chainsAtOnce }, follow));
  return pages.slice(0, wanted);
}

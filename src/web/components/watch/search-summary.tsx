import type { SavedSearchQuery } from "../../../shared/alerts";
import { type FacetName, facetNames, type PriceBand } from "../../../shared/catalog-api";
import type { priceBandWording } from "../../../shared/price-band-words";
import { Trans } from "../../i18n/trans";
import type { TFunction } from "../../i18n/translator";
import { cn } from "../../lib/cn";
import { useFormatRoughPrice } from "../../lib/use-format-rough-price";

/** The translation key of a facet value's name (storefront.json), as the collection's facets say it. */
const valueKeys: Record<Exclude<FacetName, "brand" | "price">, string> = {
  condition: "storefront:conditions",
  papers: "storefront:boxPapers",
  size: "storefront:facets.sizes",
  material: "storefront:facets.materials",
  year: "storefront:facets.years",
};

/** "patek-philippe" as "Patek Philippe": a brand of a search is kept as its slug. */
const titleFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

type PriceBandWords = ReturnType<typeof priceBandWording>;
/** A price band's words in the currency shown (use-format-rough-price.ts `band`); none in dollars. */
export type WordPriceBand = (band: PriceBand) => PriceBandWords | undefined;

/**
 * A part of a search: its text, and whether it is a name in Latin letters to isolate inside
 * Arabic; the typed words are isolated inside the language's own quotation marks, and a price
 * band's amount in another currency is isolated left to right.
 */
interface SearchPart {
  text: string;
  isName: boolean;
  words?: string;
  price?: PriceBandWords;
}

/** A price band of a search: its dollar words, or its rough amount in the currency shown (issue 30). */
function priceBandPart(t: TFunction, band: PriceBand, wordBand: WordPriceBand): SearchPart {
  const price = wordBand(band);
  if (!price) return { text: t(`storefront:prices.${band}`), isName: false };
  const text = t(`storefront:priceBands.${price.key}`, { amount: price.amount }).replace(/<\/?amount>/g, "");
  return { text, isName: false, price };
}

/**
 * A saved search's words and filters as the shopper chose them (issue 30), in the page's
 * language, its price bands in the currency shown (`wordBand`); needs the alerts namespace
 * (`alerts:summary`). Every new watch when it has none.
 */
export function searchParts(t: TFunction, query: SavedSearchQuery, wordBand: WordPriceBand): SearchPart[] {
  const parts: SearchPart[] = [];
  if (query.q)
    parts.push({
      text: t("alerts:summary.words", { q: query.q }).replace(/<\/?q>/g, ""),
      isName: false,
      words: query.q,
    });
  if (query.category) {
    const name = t(`common:categories.${query.category}`, { defaultValue: titleFromSlug(query.category) });
    parts.push({ text: t("alerts:summary.category", { name }), isName: false });
  }
  for (const facet of facetNames) {
    for (const value of query[facet]) {
      parts.push(
        facet === "brand"
          ? { text: titleFromSlug(value), isName: true }
          : facet === "price"
            ? priceBandPart(t, value as PriceBand, wordBand)
            : { text: t(`${valueKeys[facet]}.${value}`), isName: false },
      );
    }
  }
  return parts.length > 0 ? parts : [{ text: t("alerts:summary.all"), isName: false }];
}

/** The search in one line, for a label read aloud ("Delete the alert for …"). */
export function searchText(t: TFunction, query: SavedSearchQuery, wordBand: WordPriceBand): string {
  return searchParts(t, query, wordBand)
    .map((part) => part.text)
    .join(" · ");
}

/** The search as a row of chips, its price bands in the currency shown here. */
export function SearchSummary({
  t,
  query,
  className,
}: {
  t: TFunction;
  query: SavedSearchQuery;
  className?: string;
}) {
  const rough = useFormatRoughPrice();
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {searchParts(t, query, rough.band).map((part) => (
        <li
          key={part.text}
          className="max-w-full truncate rounded-full border border-border bg-ivory px-2.5 py-0.5 text-xs text-foreground"
        >
          {part.words !== undefined ? (
            <Trans
              t={t}
              i18nKey="alerts:summary.words"
              values={{ q: part.words }}
              components={{ q: <bdi /> }}
            />
          ) : part.price ? (
            <Trans
              t={t}
              i18nKey={`storefront:priceBands.${part.price.key}`}
              values={{ amount: part.price.amount }}
              components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
            />
          ) : part.isName ? (
            <bdi>{part.text}</bdi>
          ) : (
            part.text
          )}
        </li>
      ))}
    </ul>
  );
}

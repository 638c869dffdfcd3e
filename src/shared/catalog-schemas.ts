import { z } from "zod";
import {
  catalogPageSize,
  type FacetName,
  type FacetValue,
  facetLimits,
  facetNames,
  isFacetValue,
  type ListingQuery,
  listingSorts,
  listingTextLimits,
  splitFacetParam,
} from "./catalog-api";
import { maxSlugLength, slugPattern } from "./slug";
import { text } from "./text";

/**
 * A watch's address (`/watch/<slug>`): lower-case words of letters and digits joined by single
 * dashes. Anything else (`-1`, `%ZZ`, `%00`) names no watch: the server answers 404 without
 * looking it up, on its pages and its API alike.
 */
export const listingSlugSchema = z.string().max(maxSlugLength).regex(slugPattern);
export const listingSlugParamSchema = z.object({ slug: listingSlugSchema });

const optionalText = (max: number) =>
  text(max, `Must be at most ${max} characters`)
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the server answers for a facet value it does not know, e.g. "Unknown material". */
const unknownFacetValue: Record<FacetName, string> = {
  brand: "Unknown brand",
  condition: "Unknown condition",
  papers: "Unknown box and papers option",
  size: "Unknown case size",
  material: "Unknown material",
  year: "Unknown year",
  price: "Unknown price range",
};

/**
 * One facet's values, comma-separated, each checked; "all" (the old price select's default) and
 * blanks mean nothing, repeats count once.
 */
function facetValues<F extends FacetName>(facet: F) {
  // Server rendering hands over the page's query as read from its URL, a facet's values as a list.
  const joined = (value: unknown) => (Array.isArray(value) ? value.join(",") : value);
  return z
    .preprocess(joined, text(facetLimits.values * (listingTextLimits.category + 1)).optional())
    .transform((raw, context): FacetValue<F>[] => {
      const values = splitFacetParam(raw);
      if (values.length > facetLimits.values)
        context.addIssue({ code: "custom", message: `At most ${facetLimits.values} values per filter` });
      else if (!values.every((value) => isFacetValue(facet, value)))
        context.addIssue({ code: "custom", message: unknownFacetValue[facet] });
      return values as FacetValue<F>[];
    });
}

const facetShape = Object.fromEntries(facetNames.map((facet) => [facet, facetValues(facet)])) as {
  [F in FacetName]: ReturnType<typeof facetValues<F>>;
};

/** The collection's query as the API takes it (spec: storefront §7 Read listings; issue 13 facets). */
export const listingQuerySchema = z.object({
  q: optionalText(listingTextLimits.q),
  /** A category slug, or a brand slug when no active category has it. */
  category: optionalText(listingTextLimits.category).transform((v) => v?.toLowerCase()),
  ...facetShape,
  sort: z.enum(listingSorts, { error: "Unknown sort order" }).default("newest"),
  // A name-sort cursor carries the last title, so it is longer than an id.
  cursor: optionalText(1024),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .max(48, "limit must be at most 48")
    .default(catalogPageSize),
}) satisfies z.ZodType<ListingQuery, unknown>;

/** spec: storefront §5 — condition, box & papers and authenticity options of a listing. */
export const conditions = ["new", "like-new", "excellent", "very-good", "good", "fair"] as const;
export type Condition = (typeof conditions)[number];

export const boxPapersOptions = ["complete", "box-only", "papers-only", "watch-only"] as const;
export type BoxPapers = (typeof boxPapersOptions)[number];
export const authenticityOptions = ["guaranteed", "certified", "dealer-verified"] as const;
export type Authenticity = (typeof authenticityOptions)[number];

/** spec: storefront §3 — the specification keys of a listing, in the order of its cards. */
export const specificationKeys = [
  "condition",
  "boxPapers",
  "authenticity",
  "warranty",
  "serviceHistory",
  "caseMaterial",
  "caseSize",
  "thickness",
  "dialColor",
  "bezelType",
  "movement",
  "complications",
  "waterResistance",
  "braceletStrap",
] as const;
export type SpecificationKey = (typeof specificationKeys)[number];
export type Specifications = Partial<Record<SpecificationKey, string>> & Record<string, string>;

/** spec: storefront §9 — limits of the catalogue. */
export const catalogLimits = {
  imagesPerListing: 10,
  relatedListings: 4,
  loadingSkeletons: 8,
  featuredListings: 6,
  dashboardTopListings: 5,
} as const;

/** Store and personal inventory statuses (spec: reseller-tools §4). */
export const inventoryStatuses = ["available", "sold", "shipped"] as const;
export type InventoryStatus = (typeof inventoryStatuses)[number];

export const portfolioSources = ["ai_analysis", "manual_entry"] as const;

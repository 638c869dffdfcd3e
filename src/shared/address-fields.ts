/** A shipping address's fields in the order a label reads them, Kuwait's and the international ones. */
export const addressFields = [
  "area",
  "block",
  "street",
  "avenue",
  "building",
  "apartment",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
] as const;

/** Fields written in Latin digits and letters whatever the page's language: kept left to right. */
export const latinAddressFields: ReadonlySet<string> = new Set(["block", "postalCode", "phone"]);

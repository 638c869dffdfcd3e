/**
 * What the shop promises about delivery, in one place for the watch page and its structured data.
 * spec: storefront §2 /payment-success — "shipped within 2-3 business days".
 */
export const handlingBusinessDays = { min: 2, max: 3 } as const;
/** An insured express courier from Kuwait: the days between dispatch and the door. */
export const transitBusinessDays = { min: 1, max: 4 } as const;
/** spec: storefront §9 claims — 30-day returns with a money-back guarantee. */
export const returnWindowDays = 30;
/** Where the shop sends its watches from: its returns come back here. */
export const shopCountry = "KW";

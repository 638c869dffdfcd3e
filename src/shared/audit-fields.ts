import { isStoreSettingKey, type StoreSettingKey } from "./store-settings";

/**
 * How the audit log shows a value: money in its currency, a status or condition in words, a photo
 * list by its count, a linked record by its name. Staff never read a field's code or a record's id
 * (issue 24); text that staff typed is shown as typed.
 */
export type AuditValueKind =
  | "text"
  | "number"
  | "usdCents"
  | "kwdFils"
  /** An amount in the minor unit of the currency its record names (a market observation's). */
  | "minorAmount"
  | "boolean"
  | "date"
  /** A status, in the words of its kind of record. */
  | "status"
  | "condition"
  | "observationKind"
  | "postSource"
  /** One photo or a list of them: shown by their count. */
  | "photos"
  /** Another record (a category, a stock item, a listing): shown by its title, else as linked. */
  | "linked"
  /** A watch's specifications (field → value): each under the storefront's label. */
  | "specifications"
  /** A staff role (owner, manager, sales), in words; a removed member's is "customer". */
  | "staffRole"
  /** A list of country codes, shown by the countries' names. */
  | "countries"
  /** The CSV import's rows added or changed: shown by their count. */
  | "rows";

/**
 * Every field an audited write records (the DTOs the writers pass as before and after), with how
 * it is shown; the words for each are admin.json `audit.fields`. Ids and bookkeeping stamps are
 * `hidden`: they say nothing to staff and never change in an edit. An API test holds every field
 * real writes record to this table, and a words test holds the dictionaries to it.
 */
export const auditFields = {
  // Listings
  slug: "text",
  title: "text",
  brand: "text",
  model: "text",
  reference: "text",
  year: "number",
  priceCents: "usdCents",
  originalPriceCents: "usdCents",
  isActive: "boolean",
  isFeatured: "boolean",
  stock: "number",
  soldAt: "date",
  description: "text",
  descriptionAr: "text",
  specifications: "specifications",
  specificationsAr: "specifications",
  photosOfThisWatch: "boolean",
  categoryId: "linked",
  inventoryId: "linked",
  images: "photos",
  // Stock items
  make: "text",
  buyingPriceFils: "kwdFils",
  expectedSellingPriceFils: "kwdFils",
  soldPriceFils: "kwdFils",
  shippingCostFils: "kwdFils",
  feesFils: "kwdFils",
  netProfitFils: "kwdFils",
  status: "status",
  notes: "text",
  image: "photos",
  dateAdded: "date",
  condition: "condition",
  saleDate: "date",
  liveListing: "linked",
  // Orders, customers, e-mails
  carrier: "text",
  trackingNumber: "text",
  email: "text",
  banned: "boolean",
  role: "staffRole",
  attempts: "number",
  error: "text",
  // Instagram posts
  arabicPost: "text",
  englishPost: "text",
  source: "postSource",
  savedAt: "date",
  // Market observations
  kind: "observationKind",
  priceMinor: "minorAmount",
  currency: "text",
  whereSeen: "text",
  url: "text",
  observedAt: "date",
  // Reference catalogue
  collection: "text",
  aliases: "text",
  caseSizeMm: "number",
  caseMaterial: "text",
  movement: "text",
  dialColor: "text",
  yearFrom: "number",
  yearTo: "number",
  // The catalogue's CSV import
  added: "rows",
  changed: "rows",
  unchanged: "number",
  rejected: "number",
  // Settings stored as objects: the exchange rates and the social links
  usdToKwd: "number",
  kwdToUsd: "number",
  instagram: "text",
  x: "text",
  facebook: "text",
  youtube: "text",
  // Certificates (issue 31)
  revokedReason: "text",
} as const satisfies Record<string, AuditValueKind>;
export type AuditField = keyof typeof auditFields;

/** Fields that say nothing to staff: ids, gallery order, stamps the entry's own time repeats. */
export const hiddenAuditFields = ["id", "imageIds", "createdAt", "updatedAt", "editedAt"] as const;

/** A setting stored as one value: how its value is shown (its name is the setting's words). */
export const settingValueKinds: Partial<Record<StoreSettingKey, AuditValueKind>> = {
  shipping_fee_cents: "usdCents",
  ship_to_countries: "countries",
  contact_email: "text",
  contact_phone: "text",
  whatsapp_number: "text",
  staff_two_factor_required: "boolean",
  deposit_percent: "number",
  deposit_days: "number",
  offers_enabled: "boolean",
};

export const isAuditField = (field: string): field is AuditField => Object.hasOwn(auditFields, field);

/**
 * How the audit log shows a field an entry changed: a setting stored as one value by its setting's
 * kind, any other field by the table above; undefined for a field the page has no words for.
 */
export function auditValueKind(
  field: string,
  entry: { entityType: string; entityId: string | null },
): AuditValueKind | undefined {
  if (field === "value" && entry.entityType === "setting") {
    const key = entry.entityId ?? "";
    return isStoreSettingKey(key) ? settingValueKinds[key] : undefined;
  }
  return isAuditField(field) ? auditFields[field] : undefined;
}

import { type SpecificationKey, specificationKeys } from "../../../../shared/catalog";
import type { StoreInventoryItemDto } from "../../../../shared/inventory-schemas";
import {
  type AdminListingDto,
  freeSpecificationKeys,
  type ListingWriteInput,
  listingWriteSchema,
} from "../../../../shared/listing-schemas";
import type { MediaDto } from "../../../../shared/media";
import { convert, type Rates, toMajor } from "../../../../shared/money";

/**
 * What the Add/Edit dialog edits: every field as the admin types it (the write schema's input
 * is `unknown` where it preprocesses, so the form keeps its own plain shape and converts once).
 */
export interface ListingFormValues {
  brand: string;
  model: string;
  reference: string;
  year: string;
  price: string;
  originalPrice: string;
  categoryId: string;
  inventoryId: string;
  description: string;
  descriptionAr: string;
  specifications: Record<SpecificationKey, string>;
  /** The free-text values in Arabic, beside the English ones (issue 24). */
  specificationsAr: Record<string, string>;
  photosOfThisWatch: boolean;
  isFeatured: boolean;
  isActive: boolean;
  stock: string;
  images: MediaDto[];
}

const blankSpecifications = () =>
  Object.fromEntries(specificationKeys.map((key) => [key, ""])) as Record<SpecificationKey, string>;

const blankArabic = () => Object.fromEntries(freeSpecificationKeys.map((key) => [key, ""]));

const decimal = (cents: number | null) => (cents === null ? "" : toMajor(cents, "USD").toFixed(2));

export const emptyListingValues = (): ListingFormValues => ({
  brand: "",
  model: "",
  reference: "",
  year: "",
  price: "",
  originalPrice: "",
  categoryId: "",
  inventoryId: "",
  description: "",
  descriptionAr: "",
  specifications: blankSpecifications(),
  specificationsAr: blankArabic(),
  photosOfThisWatch: false,
  isFeatured: false,
  isActive: true,
  stock: "1",
  images: [],
});

export function listingValues(listing: AdminListingDto): ListingFormValues {
  return {
    brand: listing.brand ?? "",
    model: listing.model ?? "",
    reference: listing.reference ?? "",
    year: listing.year === null ? "" : String(listing.year),
    price: decimal(listing.priceCents),
    originalPrice: decimal(listing.originalPriceCents),
    categoryId: listing.categoryId ?? "",
    inventoryId: listing.inventoryId ?? "",
    description: listing.description ?? "",
    descriptionAr: listing.descriptionAr ?? "",
    specifications: { ...blankSpecifications(), ...listing.specifications },
    specificationsAr: { ...blankArabic(), ...listing.specificationsAr },
    photosOfThisWatch: listing.photosOfThisWatch,
    isFeatured: listing.isFeatured,
    isActive: listing.isActive,
    stock: String(listing.stock),
    images: listing.images,
  };
}

/**
 * A new listing for a store item (issue 10, "Create listing from this item"): its make, model,
 * reference and condition, the expected selling price in USD at today's rate, and the link.
 */
export function listingValuesFromStoreItem(
  item: Pick<
    StoreInventoryItemDto,
    "id" | "make" | "model" | "reference" | "condition" | "expectedSellingPriceFils"
  >,
  rates: Rates,
): ListingFormValues {
  const empty = emptyListingValues();
  const priceCents = convert(item.expectedSellingPriceFils, "KWD", "USD", rates);
  return {
    ...empty,
    brand: item.make,
    model: item.model,
    reference: item.reference ?? "",
    price: priceCents > 0 ? decimal(priceCents) : "",
    inventoryId: item.id,
    specifications: { ...empty.specifications, condition: item.condition ?? "" },
  };
}

/** The write payload, exactly as the server's listingWriteSchema takes it. */
export function listingPayload(values: ListingFormValues): ListingWriteInput {
  const { images, stock, ...fields } = values;
  return {
    ...fields,
    stock: stock.trim() === "" ? 1 : Number(stock),
    imageIds: images.map((image) => image.id),
  };
}

/** Where each refused path of the payload shows in the form. */
const fieldOf = (path: PropertyKey[]) => (path[0] === "imageIds" ? "images" : path.join("."));

/**
 * The shared schema's verdict on the form, as the server will give it: the payload when valid,
 * else each field's first message (the spec's English; validationMessage translates it).
 */
export function checkListing(
  values: ListingFormValues,
): { payload: ListingWriteInput; errors?: undefined } | { payload?: undefined; errors: Map<string, string> } {
  const payload = listingPayload(values);
  const result = listingWriteSchema.safeParse(payload);
  if (result.success) return { payload };
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return { errors };
}

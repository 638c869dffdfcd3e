import type { ListingCardDto } from "./catalog-api";

export interface CartLineDto {
  listingId: string;
  quantity: number;
  listing: ListingCardDto;
  stock: number;
  lineTotalCents: number;
}

/** ARCHITECTURE.md, Decisions: shipping is free; the fee setting defaults to 0. */
export interface CartDto {
  lines: CartLineDto[];
  /** Sum of quantities (spec: storefront §3 cart count). */
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** True when a line's watch is no longer available; checkout is refused until it is removed. */
  hasUnavailable: boolean;
}

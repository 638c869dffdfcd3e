import type { ListingCardDto } from "./catalog-api";

export interface CartLineDto {
  listingId: string;
  quantity: number;
  listing: ListingCardDto;
  stock: number;
  lineTotalCents: number;
  /**
   * The unit price the shopper agreed to: the price when they added the watch, or a new one they
   * confirmed since (issue 24). `listing.priceCents` is the price now, which checkout charges.
   */
  agreedPriceCents: number;
  /**
   * The shopper's own unfinished checkout holds the watch (they came back from the payment page
   * without paying): it is theirs to buy, and the cart page closes that checkout (issue 24).
   */
  inYourCheckout: boolean;
}

/** A line whose price changed since the shopper agreed to it: shown old → new before payment. */
export interface CartPriceChange {
  listingId: string;
  title: string;
  fromCents: number;
  toCents: number;
}

/**
 * Whether a new price must be confirmed before payment: a rise must (nobody pays a price they have
 * not seen); a fall is shown as well but simply accepted, since it only lowers what is charged.
 */
export function mustConfirmPrice(agreedCents: number, currentCents: number): boolean {
  return currentCents > agreedCents;
}

/** The cart's lines for sale whose price is not the one the shopper agreed to, in cart order. */
export function cartPriceChanges(cart: Pick<CartDto, "lines">): CartPriceChange[] {
  return cart.lines.flatMap((line) =>
    line.listing.isAvailable && line.listing.priceCents !== line.agreedPriceCents
      ? [
          {
            listingId: line.listingId,
            title: line.listing.title,
            fromCents: line.agreedPriceCents,
            toCents: line.listing.priceCents,
          },
        ]
      : [],
  );
}

/** Whether checkout waits for the shopper to confirm a raised price (see `mustConfirmPrice`). */
export function hasPricesToConfirm(cart: Pick<CartDto, "lines">): boolean {
  return cartPriceChanges(cart).some((change) => mustConfirmPrice(change.fromCents, change.toCents));
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

import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CartDto, CartLineDto } from "../../../shared/cart";
import { AppError, refusal } from "../../../shared/errors";
import type { Db } from "../../db/client";
import {
  getListingSummaries,
  type ListingSummary,
  watchNotFound,
  watchReserved,
} from "../catalog/catalog.service";
import { listingsHeldByCart } from "../orders/cart-holds";
import { getShippingFeeCents } from "../settings/settings.service";
import { cartLines, carts } from "./cart.schema";

/** A signed-in shopper's cart, or a guest's by the token in the `mizan_cart` cookie (if any). */
export type CartOwner =
  | { userId: string; sessionToken?: undefined }
  | { userId?: undefined; sessionToken: string | undefined };

const sessionTokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

/** A new guest cart's token: 192 random bits, URL-safe. */
export function newCartToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Whether a token could have been issued by us; anything else is ignored, never looked up. */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && sessionTokenPattern.test(value);
}

async function findCart(db: Db, owner: CartOwner) {
  if (!owner.userId && !owner.sessionToken) return undefined;
  const [cart] = await db
    .select({ id: carts.id, sessionToken: carts.sessionToken })
    .from(carts)
    .where(
      owner.userId ? eq(carts.userId, owner.userId) : eq(carts.sessionToken, owner.sessionToken as string),
    )
    .limit(1);
  return cart;
}

/** The owner's cart, created on first use; a guest's under the token the route gave it. */
async function ensureCart(db: Db, owner: CartOwner) {
  const found = await findCart(db, owner);
  if (found) return found;
  if (owner.userId) {
    await db.insert(carts).values({ userId: owner.userId }).onConflictDoNothing();
    const created = await findCart(db, owner);
    if (!created) throw new AppError("INTERNAL_ERROR", "The cart could not be created");
    return created;
  }
  if (!owner.sessionToken) throw new AppError("INTERNAL_ERROR", "A guest cart needs a token");
  const [created] = await db
    .insert(carts)
    .values({ sessionToken: owner.sessionToken })
    .returning({ id: carts.id, sessionToken: carts.sessionToken });
  if (!created) throw new AppError("INTERNAL_ERROR", "The cart could not be created");
  return created;
}

async function linesOf(db: Db, cartId: string) {
  return db
    .select({
      listingId: cartLines.listingId,
      quantity: cartLines.quantity,
      agreedPriceCents: cartLines.agreedPriceCents,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.listingId));
}

/**
 * The whole cart. A line whose watch was withdrawn or sold stays, flagged unavailable, and is
 * left out of the totals (issue 3: it cannot be checked out). A watch this cart's own unfinished
 * checkout holds is the shopper's to buy, not "reserved by another shopper" (issue 24): the next
 * checkout closes that one first.
 */
async function buildCart(db: Db, cart: { id: string } | undefined): Promise<CartDto> {
  const rows = cart ? await linesOf(db, cart.id) : [];
  const summaries = await getListingSummaries(
    db,
    rows.map((row) => row.listingId),
  );
  // Only a reserved watch can be held by this cart's own checkout: most reads ask nothing more.
  const anyReserved = [...summaries.values()].some((summary) => summary.card.reservedUntil !== null);
  const held = cart && anyReserved ? await listingsHeldByCart(db, cart.id) : new Set<string>();
  const lines: CartLineDto[] = rows.flatMap((row) => {
    const summary = summaries.get(row.listingId);
    if (!summary) return [];
    const inYourCheckout = held.has(row.listingId) && summary.card.reservedUntil !== null;
    const listing = inYourCheckout
      ? { ...summary.card, isAvailable: true, reservedUntil: null }
      : summary.card;
    return [
      {
        listingId: row.listingId,
        quantity: row.quantity,
        listing,
        stock: summary.stock,
        lineTotalCents: listing.priceCents * row.quantity,
        agreedPriceCents: row.agreedPriceCents,
        inYourCheckout,
      },
    ];
  });
  const subtotalCents = lines
    .filter((line) => line.listing.isAvailable)
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippingCents = subtotalCents > 0 ? await getShippingFeeCents(db) : 0;
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    hasUnavailable: lines.some((line) => !line.listing.isAvailable),
  };
}

/** Reads only: a guest without a cart gets an empty one, and nothing is written (decision 006). */
export async function getCart(db: Db, owner: CartOwner): Promise<CartDto> {
  return buildCart(db, await findCart(db, owner));
}

/** spec: storefront §3 — the header badge: the sum of quantities. */
export async function getCartCount(db: Db, owner: CartOwner): Promise<number> {
  const cart = await findCart(db, owner);
  if (!cart) return 0;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id));
  return row?.count ?? 0;
}

/** A listing the cart may take, or the reason it may not (reserved by another shopper is not sold). */
async function purchasable(db: Db, listingId: string): Promise<ListingSummary> {
  const summary = (await getListingSummaries(db, [listingId])).get(listingId);
  if (!summary) throw watchNotFound();
  if (summary.card.reservedUntil) throw watchReserved(summary.card);
  if (!summary.card.isAvailable)
    throw refusal("CONFLICT", "WATCH_NO_LONGER_AVAILABLE", "This watch is no longer available.");
  return summary;
}

const stockConflict = (stock: number) =>
  refusal("CONFLICT", "STOCK_LIMIT", `Sorry, only ${stock} available.`, { count: stock });

/**
 * Adds to any quantity already in the cart, never beyond the stock (1 for a unique watch). A new
 * line keeps the price it was added at (issue 24); more of a line keeps the price first agreed.
 */
export async function addCartLine(
  db: Db,
  owner: CartOwner,
  listingId: string,
  quantity: number,
): Promise<CartDto> {
  const { stock, card } = await purchasable(db, listingId);
  if (quantity > stock) throw stockConflict(stock);
  const cart = await ensureCart(db, owner);
  // One conditional write: two tabs adding at once cannot pass the stock between them.
  const written = await db
    .insert(cartLines)
    .values({ cartId: cart.id, listingId, quantity, agreedPriceCents: card.priceCents })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.listingId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: cartLines.quantity });
  if (written.length === 0) throw stockConflict(stock);
  return buildCart(db, cart);
}

/** spec: storefront §4 Cart line — a quantity below 1 removes the line. */
export async function setCartLineQuantity(
  db: Db,
  owner: CartOwner,
  listingId: string,
  quantity: number,
): Promise<CartDto> {
  if (quantity < 1) return removeCartLine(db, owner, listingId);
  const cart = await findCart(db, owner);
  const [line] = cart
    ? await db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.listingId, listingId)))
    : [];
  if (!cart || !line) throw refusal("NOT_FOUND", "NOT_IN_CART", "This watch is not in your cart.");
  const { stock } = await purchasable(db, listingId);
  if (quantity > stock) throw stockConflict(stock);
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.listingId, listingId)));
  return buildCart(db, cart);
}

export async function removeCartLine(db: Db, owner: CartOwner, listingId: string): Promise<CartDto> {
  const cart = await findCart(db, owner);
  if (cart) {
    await db.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.listingId, listingId)));
  }
  return buildCart(db, cart);
}

export async function clearCart(db: Db, owner: CartOwner): Promise<CartDto> {
  const cart = await findCart(db, owner);
  if (cart) await db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  return buildCart(db, cart);
}

/**
 * issue 24: the shopper confirms the new prices of lines whose price changed since they were added.
 * A line is confirmed only at the price its watch has now: a price that moved again meanwhile
 * stays unconfirmed and is shown again. Lines not in the cart are ignored.
 */
export async function confirmCartPrices(
  db: Db,
  owner: CartOwner,
  confirmed: readonly { listingId: string; priceCents: number }[],
): Promise<CartDto> {
  const cart = await findCart(db, owner);
  if (!cart) return buildCart(db, cart);
  const summaries = await getListingSummaries(
    db,
    confirmed.map((line) => line.listingId),
  );
  for (const line of confirmed) {
    if (summaries.get(line.listingId)?.card.priceCents !== line.priceCents) continue;
    await db
      .update(cartLines)
      .set({ agreedPriceCents: line.priceCents })
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.listingId, line.listingId)));
  }
  return buildCart(db, cart);
}

/**
 * issue 3, decision 006: on sign-in the guest cart joins the shopper's cart in one transaction — quantities
 * summed and capped at stock, one line per watch — and the guest cart is deleted.
 */
export async function mergeGuestCart(db: Db, userId: string, sessionToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, { sessionToken });
    if (!guest) return;
    const guestLines = await linesOf(tx, guest.id);
    if (guestLines.length > 0) {
      const target = await ensureCart(tx, { userId });
      const existing = new Map((await linesOf(tx, target.id)).map((line) => [line.listingId, line.quantity]));
      const summaries = await getListingSummaries(
        tx,
        guestLines.map((line) => line.listingId),
      );
      for (const line of guestLines) {
        const stock = Math.max(summaries.get(line.listingId)?.stock ?? 1, 1);
        const quantity = Math.min((existing.get(line.listingId) ?? 0) + line.quantity, stock);
        // A line already in the shopper's cart keeps the price they agreed to there.
        await tx
          .insert(cartLines)
          .values({
            cartId: target.id,
            listingId: line.listingId,
            quantity,
            agreedPriceCents: line.agreedPriceCents,
          })
          .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.listingId], set: { quantity } });
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}

/**
 * What a checkout buys: the owner's cart and its lines, by listing id, each with the unit price
 * the shopper agreed to (the watch's price is re-read; a higher one is refused until confirmed).
 */
export async function getCheckoutCart(
  db: Db,
  owner: CartOwner,
): Promise<
  { cartId: string; lines: { listingId: string; quantity: number; agreedPriceCents: number }[] } | undefined
> {
  const cart = await findCart(db, owner);
  if (!cart) return undefined;
  return { cartId: cart.id, lines: await linesOf(db, cart.id) };
}

/** A paid order's watches leave the cart they were bought from; anything added since stays. */
export async function removePurchasedLines(tx: Db, cartId: string, listingIds: readonly string[]) {
  if (listingIds.length === 0) return;
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.listingId, [...listingIds])));
}

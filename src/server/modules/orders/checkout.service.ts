import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { mustConfirmPrice } from "../../../shared/cart";
import type { CheckoutOptionsDto, CheckoutStarted, checkoutRequestSchema } from "../../../shared/checkout";
import type { DisplayCurrency } from "../../../shared/display-currencies";
import { AppError, refusal } from "../../../shared/errors";
import { type HoldStatus, isPayable } from "../../../shared/holds";
import { convert } from "../../../shared/money";
import { formatOrderNumber } from "../../../shared/orders";
import type { SessionUser } from "../../../shared/session";
import { type Db, queryRows } from "../../db/client";
import type { PurchaseLane } from "../../http/purchase-lane";
import type { Logger } from "../../logger";
import type { Payments } from "../../providers/payments/create-payments";
import type { OrderForPayment, PaymentProvider } from "../../providers/payments/payments";
import { type CartOwner, getCheckoutCart } from "../cart/cart.service";
import {
  heldListing,
  listingUnavailableRefusal,
  type ReservedListing,
  reserveListing,
} from "../catalog/listing-stock";
import { type HoldRow, lockHoldById } from "../holds/hold-lifecycle";
import { findHoldByToken } from "../holds/holds.service";
import { reserveStoreItem } from "../inventory/inventory.service";
import { saveShippingAddress } from "../profile/profile.service";
import { getDisplayRates } from "../settings/exchange-rates";
import { getSaleSettings } from "../settings/settings.service";
import { type Actor, chargeOf, type OrderRow, releasePendingOrder } from "./order-lifecycle";
import { orderEvents, orderLines, orders } from "./orders.schema";

export interface CheckoutDeps {
  db: Db;
  lane: PurchaseLane;
  payments: Payments;
  publicUrl: string;
  reservationMinutes: number;
  log: Logger;
}

type CheckoutInput = z.output<typeof checkoutRequestSchema>;
type ReservedLine = { listing: ReservedListing; quantity: number };

export async function getCheckoutOptions(db: Db, payments: Payments): Promise<CheckoutOptionsDto> {
  const { shipTo, rates } = await getSaleSettings(db);
  return { providers: payments.offered, shipTo, rates };
}

export function pickProvider(payments: Payments, requested: string | undefined): PaymentProvider {
  const id = requested ?? payments.offered[0];
  const provider = id ? payments.get(id) : undefined;
  if (!provider)
    throw refusal("VALIDATION_ERROR", "PROVIDER_NOT_AVAILABLE", "This payment method is not available");
  return provider;
}

/** Where each provider sends the shopper back, and where it posts its events. */
function paymentUrls(publicUrl: string, provider: PaymentProvider) {
  return {
    success: (sessionId: string) => `${publicUrl}/payment-success?session_id=${sessionId}`,
    cancel: `${publicUrl}/payment-canceled`,
    webhook: `${publicUrl}/api/payments/${provider.id}/webhook`,
  };
}

/**
 * Closes the cart's earlier unpaid checkouts before a new one (the shopper came back from the
 * provider's page and pressed Pay again): their sessions are expired at the provider first, so a
 * payment cannot land on a released watch; one the shopper did pay is left for its event.
 */
export async function cancelPendingCheckouts(deps: CheckoutDeps, cartId: string, by: Actor): Promise<number> {
  return cancelPending(deps, eq(orders.cartId, cartId), by);
}

/**
 * Issue 31: the same for a hold's checkouts (one pending order per hold at a time), before a new
 * one, or before the hold itself ends. Their watch stays with the hold (releaseOrder).
 */
export async function cancelPendingHoldCheckouts(
  deps: Pick<CheckoutDeps, "db" | "payments" | "log">,
  holdId: string,
  by: Actor,
): Promise<number> {
  return cancelPending(deps, eq(orders.holdId, holdId), by);
}

/** Whether a checkout paying the hold is under way (the hold is left alone until it ends). */
export async function holdHasPendingOrder(db: Db, holdId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.holdId, holdId), eq(orders.status, "pending")))
    .limit(1);
  return rows.length > 0;
}

async function cancelPending(
  deps: Pick<CheckoutDeps, "db" | "payments" | "log">,
  whose: SQL,
  by: Actor,
): Promise<number> {
  const pending = await deps.db
    .select()
    .from(orders)
    .where(and(whose, eq(orders.status, "pending")));
  let cancelled = 0;
  for (const order of pending) {
    if (await closeProviderSession(deps, order)) {
      if (await releasePendingOrder(deps.db, order.id, "cancelled", by)) cancelled += 1;
    }
  }
  return cancelled;
}

/** Whether the order's provider session is closed (or never opened); false when it was paid. */
export async function closeProviderSession(deps: Pick<CheckoutDeps, "payments" | "log">, order: OrderRow) {
  if (!order.paymentSessionId) return true;
  const provider = deps.payments.get(order.paymentProvider);
  if (!provider) return true;
  try {
    return (await provider.expireSession(order.paymentSessionId, order.paymentReference)) === "expired";
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, "payment session could not be closed; trying later");
    return false;
  }
}

/**
 * In one transaction: every line re-read at its current price and reserved with one conditional
 * write, the pending order written with its lines as sold. Any refusal rolls all of it back: a
 * watch another checkout holds, a price above the one the shopper agreed to in the cart (issue 24:
 * shown old → new in the cart and on /checkout until confirmed), a total other than the page's.
 */
async function reserveOrder(
  deps: CheckoutDeps,
  input: {
    cart: NonNullable<Awaited<ReturnType<typeof getCheckoutCart>>>;
    user: SessionUser | null;
    email: string;
    request: CheckoutInput;
    provider: PaymentProvider;
    settings: Awaited<ReturnType<typeof getSaleSettings>>;
    displayed: DisplayedAtCheckout;
  },
): Promise<{ order: OrderRow; lines: ReservedLine[] }> {
  const { db } = deps;
  const { rates, shippingFeeCents: shippingFee } = input.settings;
  const expiresAt = new Date(Date.now() + deps.reservationMinutes * 60_000);
  return db.transaction(async (tx) => {
    const reserved: ReservedLine[] = [];
    // One order of locks for every checkout, so two carts sharing watches never wait on each other.
    const lines = [...input.cart.lines].sort((a, b) => a.listingId.localeCompare(b.listingId));
    for (const line of lines) {
      const listing = await reserveListing(tx, line.listingId, line.quantity, expiresAt);
      if (!listing) throw await listingUnavailableRefusal(tx, line.listingId);
      // Its store item is reserved with it, by the item's transition table (issue 24); an item staff
      // took off sale meanwhile makes the watch unavailable, not reserved by someone else.
      if (listing.inventoryId && !(await reserveStoreItem(tx, listing.inventoryId))) {
        throw refusal("CONFLICT", "LISTING_UNAVAILABLE", `Sorry, ${listing.title} is no longer available.`, {
          title: listing.title,
        });
      }
      reserved.push({ listing, quantity: line.quantity });
    }
    const raised = lines.filter((line, index) =>
      mustConfirmPrice(line.agreedPriceCents, reserved[index]?.listing.priceCents ?? 0),
    );
    if (raised.length > 0) {
      throw refusal(
        "CONFLICT",
        "CART_PRICES_CHANGED",
        "A price in your cart has changed since you added it. Please review and confirm the new price.",
        { count: raised.length },
      );
    }
    const order = await writePendingOrder(tx, {
      ...input,
      lines: reserved,
      shippingFeeCents: shippingFee,
      rates,
      expiresAt,
      cartId: input.cart.cartId,
      hold: null,
    });
    return { order, lines: reserved };
  });
}

/**
 * The pending order with its lines as sold and its first step, for a cart or a hold (issue 31: the
 * hold's one line at its agreed price, its deposit credited: total = subtotal + shipping − deposit).
 * Refused when the total is not the one the page showed.
 */
async function writePendingOrder(
  tx: Db,
  input: {
    user: SessionUser | null;
    email: string;
    request: CheckoutInput;
    provider: PaymentProvider;
    displayed: DisplayedAtCheckout;
    lines: ReservedLine[];
    shippingFeeCents: number;
    rates: Awaited<ReturnType<typeof getSaleSettings>>["rates"];
    expiresAt: Date;
    cartId: string | null;
    hold: { id: string; depositCents: number } | null;
  },
): Promise<OrderRow> {
  const { rates, expiresAt } = input;
  const reserved = input.lines;
  const depositCents = input.hold?.depositCents ?? 0;
  const subtotalCents = reserved.reduce((sum, line) => sum + line.listing.priceCents * line.quantity, 0);
  const shippingCents = subtotalCents > 0 ? input.shippingFeeCents : 0;
  const totalCents = subtotalCents + shippingCents - depositCents;
  if (totalCents !== input.request.expectedTotalCents) {
    throw refusal(
      "CONFLICT",
      "PRICE_CHANGED",
      "The prices in your cart have changed. Please review the new total.",
      {
        totalCents,
      },
    );
  }
  const [next] = await queryRows<{ seq: string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'seq'))::text as seq`,
  );
  const seq = Number(next?.seq);
  const shipping = input.request.shipping;
  const [order] = await tx
    .insert(orders)
    .values({
      seq,
      orderNumber: formatOrderNumber(seq),
      status: "pending",
      userId: input.user?.id ?? null,
      email: input.email,
      firstName: input.user?.firstName ?? null,
      lastName: input.user?.lastName ?? null,
      phone: shipping.phone,
      shippingAddress: Object.fromEntries(
        Object.entries(shipping).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
      subtotalCents,
      shippingCents,
      totalCents,
      chargeCurrency: input.provider.chargeCurrency === "KWD" ? "KWD" : null,
      chargeAmountMinor:
        input.provider.chargeCurrency === "KWD" ? convert(totalCents, "USD", "KWD", rates) : null,
      paymentProvider: input.provider.id,
      idempotencyKey: randomUUID(),
      cartId: input.cartId,
      holdId: input.hold?.id ?? null,
      depositCents,
      language: input.request.language,
      expiresAt,
      reminderConsentAt: input.request.remindMe ? new Date() : null,
      ...input.displayed,
    })
    .returning();
  if (!order) throw new AppError("INTERNAL_ERROR", "The order could not be written");
  await tx.insert(orderLines).values(
    reserved.map(({ listing, quantity }) => ({
      orderId: order.id,
      listingId: listing.id,
      title: listing.title,
      slug: listing.slug,
      brand: listing.brand,
      model: listing.model,
      reference: listing.reference,
      imageUrl: listing.imageUrl,
      unitPriceCents: listing.priceCents,
      quantity,
      lineTotalCents: listing.priceCents * quantity,
    })),
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    toStatus: "pending",
    actor: "customer",
    actorUserId: input.user?.id ?? null,
  });
  return order;
}

const holdNotPayable = () =>
  refusal(
    "CONFLICT",
    "HOLD_NOT_PAYABLE",
    "This reservation or offer can no longer be paid. Reload the page to see where it stands.",
  );

/**
 * Issue 31: the order that pays a deposit's balance or an accepted offer, in one transaction with
 * the hold locked: its one line is the hold's watch at the agreed price, its deposit credited, and
 * the watch is not reserved again (the hold keeps it). Earlier unpaid checkouts of the hold are
 * closed first; one the shopper paid meanwhile refuses this one, so a hold is never paid twice.
 */
async function reserveHoldOrder(
  deps: CheckoutDeps,
  token: string,
  input: {
    user: SessionUser | null;
    email: string | undefined;
    request: CheckoutInput;
    provider: PaymentProvider;
    settings: Awaited<ReturnType<typeof getSaleSettings>>;
    displayed: DisplayedAtCheckout;
  },
): Promise<{ order: OrderRow; lines: ReservedLine[] }> {
  const { db } = deps;
  const found = await findHoldByToken(db, token);
  if (!found) throw refusal("NOT_FOUND", "HOLD_NOT_FOUND", "We could not find this reservation or offer");
  if (!isPayable(found.status as HoldStatus)) throw holdNotPayable();
  await cancelPendingHoldCheckouts(deps, found.id, {
    actor: "customer",
    userId: input.user?.id,
    note: "replaced_by_new_checkout",
  });
  const expiresAt = new Date(Date.now() + deps.reservationMinutes * 60_000);
  return db.transaction(async (tx) => {
    const hold: HoldRow | undefined = await lockHoldById(tx, found.id);
    if (!hold?.listingId || hold.agreedPriceCents === null || !isPayable(hold.status as HoldStatus))
      throw holdNotPayable();
    // Asked with the hold locked, so of two checkouts at once only one writes its order.
    if (await holdHasPendingOrder(tx, hold.id)) throw holdNotPayable();
    const listing = await heldListing(tx, hold.listingId);
    if (!listing) throw holdNotPayable();
    const lines: ReservedLine[] = [
      { listing: { ...listing, priceCents: hold.agreedPriceCents }, quantity: 1 },
    ];
    const order = await writePendingOrder(tx, {
      ...input,
      email: input.email ?? hold.email,
      lines,
      shippingFeeCents: input.settings.shippingFeeCents,
      rates: input.settings.rates,
      expiresAt,
      cartId: null,
      hold: { id: hold.id, depositCents: hold.kind === "deposit" ? (hold.depositCents ?? 0) : 0 },
    });
    return { order, lines };
  });
}

type DisplayedAtCheckout = Pick<OrderRow, "displayCurrency" | "displayRate">;

/**
 * Issue 30: the currency the shopper read the checkout in, at the rate shoppers are shown now (the
 * server's, not the page's word for it). One without a current rate is read in dollars (the
 * storefront falls back to them too); a page that named none keeps nothing.
 */
export async function displayedAtCheckout(
  db: Db,
  requested: DisplayCurrency | undefined,
): Promise<DisplayedAtCheckout> {
  if (!requested) return { displayCurrency: null, displayRate: null };
  const found =
    requested === "USD" ? undefined : (await getDisplayRates(db)).find((rate) => rate.currency === requested);
  return found
    ? { displayCurrency: found.currency, displayRate: found.rate }
    : { displayCurrency: "USD", displayRate: null };
}

function forPayment(order: OrderRow, lines: ReservedLine[], publicUrl: string): OrderForPayment {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    email: order.email,
    language: order.language === "ar" ? "ar" : "en",
    // Issue 31: a hold's one line is charged less the deposit already paid, so the page's total is the order's.
    lines: lines.map(({ listing, quantity }, index) => ({
      title: listing.title,
      imageUrl: listing.imageUrl ? new URL(listing.imageUrl, publicUrl).href : null,
      unitPriceCents: listing.priceCents - (index === 0 ? order.depositCents : 0),
      quantity,
    })),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    charge: chargeOf(order),
    idempotencyKey: order.idempotencyKey ?? order.id,
    expiresAt: order.expiresAt ?? new Date(Date.now() + 30 * 60_000),
  };
}

/**
 * spec: storefront §7 create-payment, made real (issue 8): the cart becomes a pending order holding
 * its watches, then the provider's hosted page. A provider that fails releases the watches at once.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  input: { owner: CartOwner; user: SessionUser | null; request: CheckoutInput },
): Promise<CheckoutStarted> {
  const { db } = deps;
  const { request, user } = input;
  const provider = pickProvider(deps.payments, request.provider);
  const email = user?.email ?? request.email;
  // A hold's checkout may go to the address the hold was made with.
  if (!email && !request.holdToken)
    throw refusal("VALIDATION_ERROR", "EMAIL_REQUIRED", "Please enter your email address to continue");
  const replaced: Actor = { actor: "customer", userId: user?.id, note: "replaced_by_new_checkout" };
  // The database work waits in the purchase lane; the provider's call below does not hold it.
  const { order, lines } = await deps.lane.run(async () => {
    const settings = await getSaleSettings(db);
    const { shipTo } = settings;
    if (shipTo !== "all" && !shipTo.includes(request.shipping.country))
      throw refusal("VALIDATION_ERROR", "COUNTRY_NOT_SHIPPED", "We do not ship to this country yet");
    if (request.holdToken) {
      const displayed = await displayedAtCheckout(db, request.displayCurrency);
      return reserveHoldOrder(deps, request.holdToken, {
        user,
        email,
        request,
        provider,
        settings,
        displayed,
      });
    }
    const cart = await getCheckoutCart(db, input.owner);
    if (!cart || cart.lines.length === 0)
      throw refusal("VALIDATION_ERROR", "CART_EMPTY", "Your cart is empty");
    await cancelPendingCheckouts(deps, cart.cartId, replaced);
    const displayed = await displayedAtCheckout(db, request.displayCurrency);
    return reserveOrder(deps, { cart, user, email: email ?? "", request, provider, settings, displayed });
  });
  try {
    const session = await provider.createSession(
      forPayment(order, lines, deps.publicUrl),
      paymentUrls(deps.publicUrl, provider),
    );
    await deps.lane.run(async () => {
      await db
        .update(orders)
        .set({ paymentSessionId: session.sessionId, paymentReference: session.paymentReference ?? null })
        .where(eq(orders.id, order.id));
      if (user && request.rememberAddress) await saveShippingAddress(db, user.id, request.shipping);
    });
    return { url: session.url, orderNumber: order.orderNumber };
  } catch (error) {
    deps.log.error(
      { err: error, orderId: order.id, provider: provider.id },
      "payment session could not be opened",
    );
    await releasePendingOrder(db, order.id, "cancelled", {
      actor: "system",
      note: "provider_failed",
    });
    throw new AppError("PAYMENT_FAILED", "Failed to initiate checkout. Please try again.");
  }
}

import type { OrderCertificateDto } from "./certificates";
import type { DisplayCurrency } from "./display-currencies";

/**
 * The order lifecycle as a transition table (STYLE.md 9; ARCHITECTURE.md, Decisions: orders are
 * real). pending at checkout → paid (payment webhook) → shipped → delivered; an unpaid order is
 * cancelled or expires; money taken is given back as refunded. A paid order that will not ship is
 * refunded, not cancelled: "cancelled" always means no money was taken, so it needs no refund.
 */
export const orderStatuses = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where each status may go next; cancelled, expired and refunded are final. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "cancelled", "expired"],
  paid: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  expired: [],
  refunded: [],
};

/** Whether an order in `from` may move to `to` (never to the status it already has). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** The human order number of an order's sequence number: 123 -> MZ-000123. */
export function formatOrderNumber(seq: number): string {
  return `MZ-${String(seq).padStart(6, "0")}`;
}

export const orderNumberPattern = /^MZ-\d{6,}$/;

/** One line of an order as sold: a snapshot, unchanged when the listing later changes. */
export interface OrderLineDto {
  listingId: string | null;
  /** The watch's page while it has one. */
  slug: string | null;
  title: string;
  brand: string | null;
  model: string | null;
  reference: string | null;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** An amount as a provider states it: its currency's code and the amount in its minor units. */
export interface StatedAmount {
  currency: string;
  amountMinor: number;
}

/**
 * What a step of the timeline asks staff to look at, as a code the back office words in each
 * language. PAYMENT_MISMATCH: a verified event reported money other than the order's (amount or
 * currency, or none stated); the order was not marked paid, and the payment must be refunded or
 * settled by hand. LATE_PAYMENT: a payment arrived for an order no longer pending (its watch was
 * released); it must be refunded or the order fulfilled by hand.
 */
export type OrderEventFlag =
  | {
      code: "PAYMENT_MISMATCH";
      expected: StatedAmount;
      received: StatedAmount | null;
      /** The provider's id of the payment (payment intent, Tap charge), else of the event. */
      reference: string;
    }
  | { code: "LATE_PAYMENT"; reference: string };

/**
 * Why the shop itself moved an order, as a code the back office words in each language (never an
 * English sentence on an Arabic page).
 */
export const orderEventNotes = [
  "cancelled_by_shopper",
  "replaced_by_new_checkout",
  "provider_failed",
  "reservation_expired",
] as const;
export type OrderEventNote = (typeof orderEventNotes)[number];

/** One step of an order's timeline: who moved it from where to where, and when. */
export interface OrderEventDto {
  from: OrderStatus | null;
  to: OrderStatus;
  /** "customer", "admin", "provider" or "system". */
  actor: string;
  note: OrderEventNote | null;
  at: string;
}

/** Staff's step adds what it asks them to look at; the buyer's timeline leaves flagged steps out. */
export interface AdminOrderEventDto extends OrderEventDto {
  flag: OrderEventFlag | null;
  /** The staff member who took the step (issue 28); null for others' steps or a removed account. */
  actorName: string | null;
}

/** The currency an order's buyer read its prices in, and the rate they were converted at. */
export interface DisplayedCurrency {
  currency: DisplayCurrency;
  /** Units of `currency` per US dollar, in millionths. */
  rate: number;
}

/** The order as its buyer sees it (payment-success, /account). */
export interface OrderDto {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  currency: "USD";
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /**
   * Issue 31: the deposit paid earlier for the watch, credited: total = subtotal + shipping −
   * deposit. 0 for an order that paid no hold (absent from pages built before it).
   */
  depositCents?: number;
  /** What the provider charged when it was not USD (KNET charges KWD, in fils). */
  charge: { currency: "KWD"; amountMinor: number } | null;
  /**
   * The currency the shopper read prices in when they checked out, at the rate they read them
   * (units per US dollar, millionths; 1,000,000 for dollars): the order is shown to them in it
   * (issue 30). Null for an order placed before the shop recorded it.
   */
  displayed: DisplayedCurrency | null;
  lines: OrderLineDto[];
  carrier: string | null;
  trackingNumber: string | null;
  /** Only to the order's owner, never on a page reached by a payment session id alone. */
  shippingAddress?: Record<string, string> | null;
  email?: string;
  timeline?: OrderEventDto[];
  /** Issue 31: the certificates of authenticity of its watches; only to the order's owner. */
  certificates?: OrderCertificateDto[];
}

/** The staff's view adds who bought it and how it was paid. */
export interface AdminOrderDto extends OrderDto {
  id: string;
  /** The account that placed it, if any. */
  userId: string | null;
  customerName: string | null;
  email: string;
  /** The language the buyer checked out in: their e-mails are written in it. */
  language: string;
  phone: string | null;
  shippingAddress: Record<string, string> | null;
  paymentProvider: string;
  paymentReference: string | null;
  timeline: AdminOrderEventDto[];
}

/** What staff may ask of an order; payment itself only comes from the provider. */
export const adminTransitions = ["shipped", "delivered", "cancelled", "refunded"] as const;
export type AdminTransition = (typeof adminTransitions)[number];

/** One row of the staff's order list: enough for the table, without the lines themselves. */
export interface AdminOrderRowDto {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  /** The account's name, else the name on the shipping address. */
  customerName: string | null;
  email: string;
  /** Watches in the order (sum of quantities) and the first line's title. */
  itemsCount: number;
  firstLineTitle: string | null;
  totalCents: number;
  charge: OrderDto["charge"];
  /** The currency the shopper read the order in at checkout (issue 30); null on older orders. */
  displayed: OrderDto["displayed"];
  createdAt: string;
}

export interface AdminOrderPageDto {
  orders: AdminOrderRowDto[];
  nextCursor: string | null;
}

/** The statuses whose money the shop keeps: revenue counts these, never pending, cancelled or refunded. */
export const revenueStatuses = ["paid", "shipped", "delivered"] as const satisfies readonly OrderStatus[];

/**
 * The Orders page's cards: orders by status and the money kept, all time and this month (from the
 * first of the month in Kuwait, by the time each order was paid). The KWD figures are the shop's one
 * revenue (revenue.ts): fixed at each payment, shipping included, the dashboard's sum too.
 */
export interface OrderStatsDto {
  counts: Record<OrderStatus, number>;
  total: number;
  revenue: {
    monthCents: number;
    allTimeCents: number;
    monthFils: number;
    allTimeFils: number;
  };
  /** When "this month" began: midnight of the 1st in Kuwait, as an ISO instant. */
  monthStart: string;
}

/** The moves staff may offer from `from`, in the order the page lists them. */
export function adminMovesFrom(from: OrderStatus): AdminTransition[] {
  return adminTransitions.filter((to) => canTransition(from, to));
}

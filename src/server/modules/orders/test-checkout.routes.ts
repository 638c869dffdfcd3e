import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { paymentSessionParamSchema } from "../../../shared/checkout";
import { directionOf, fillIn, isLanguage, type Language, languageCookie } from "../../../shared/i18n";
import arWords from "../../../shared/locales/ar/test-payment.json";
import enWords from "../../../shared/locales/en/test-payment.json";
import { formatMoney } from "../../../shared/money";
import type { Db } from "../../db/client";
import type { HeaderList } from "../../http/answer-headers";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { escapeHtml } from "../../providers/mail/mail-layout";
import { normalizeStripeEvent } from "../../providers/payments/stripe-events";
import { testCheckoutPath } from "../../providers/payments/test-payments";
import { findHoldByPaymentSession } from "../holds/holds.service";
import { orderLines, orders } from "./orders.schema";
import type { PaymentEventDeps } from "./payment-events.service";
import { handlePaymentEvent } from "./payment-events.service";

/** Issue 28: the page's words live in the locales root, where the parity test holds both languages. */
const words: Record<Language, typeof enWords> = { en: enWords, ar: arWords };

const actionSchema = z.object({ action: z.enum(["pay", "cancel"]) });

function page(language: Language, body: string): string {
  const w = words[language];
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${w.title}</title></head>
<body style="margin:0;font-family:system-ui,'Noto Naskh Arabic',sans-serif;background:#f7f3ea;color:#14110f">
<div role="alert" style="background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center;letter-spacing:.02em">${w.banner}</div>
<main style="max-width:520px;margin:24px auto;background:#fff;border:2px dashed #b45309;padding:24px">${body}</main></body></html>`;
}

/**
 * The built-in TEST provider's hosted page (issue 8): the order's lines and total, with Pay and
 * Cancel. Pay makes the event a Stripe payment makes and feeds it to the one event handler, then
 * goes to the success URL, as Stripe would; Cancel goes to the cancel URL.
 */
export function testCheckoutRoutes(
  deps: Omit<PaymentEventDeps, "log"> & { db: Db; documentHeaders: HeaderList },
) {
  async function findSession(sessionId: string) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
    return order?.paymentProvider === "test" ? order : undefined;
  }

  /**
   * Issue 31: a deposit's session, as the page shows and pays it: one line, the deposit, and the
   * hold's page to go back to. Its words are the hold's, in the language it was made in.
   */
  async function findDeposit(sessionId: string) {
    const hold = await findHoldByPaymentSession(deps.db, sessionId);
    if (hold?.paymentProvider !== "test" || hold.depositCents === null) return undefined;
    return {
      id: hold.id,
      // Its page speaks of an order's states: unpaid, run out, or paid already.
      status: hold.status === "awaiting_deposit" ? "pending" : hold.status === "lapsed" ? "expired" : "paid",
      language: hold.language,
      orderNumber: `HOLD-${hold.id.slice(0, 8).toUpperCase()}`,
      lines: [{ title: `Deposit: ${hold.listingTitle}`, quantity: 1, lineTotalCents: hold.depositCents }],
      shippingCents: 0,
      totalCents: hold.depositCents,
      paid: `/holds/${hold.token}?paid=1`,
      cancelled: `/holds/${hold.token}`,
    };
  }

  /** What the page shows and pays: an order's checkout, or a deposit's. */
  async function findPayable(sessionId: string) {
    const order = await findSession(sessionId);
    if (!order) return findDeposit(sessionId);
    const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return {
      ...order,
      lines,
      paid: `/payment-success?session_id=${encodeURIComponent(sessionId)}`,
      cancelled: "/payment-canceled",
    };
  }

  return new Hono<AppEnv>()
    .use(testCheckoutPath("*"), async (c, next) => {
      await next();
      for (const [name, value] of deps.documentHeaders) c.header(name, value);
      c.header("Cache-Control", "no-store");
    })
    .get(
      testCheckoutPath(":sessionId"),
      validate("param", paymentSessionParamSchema),
      deps.lane.middleware(),
      async (c) => {
        const asked = c.req.query("lang") ?? getCookie(c, languageCookie);
        const order = await findPayable(c.req.valid("param").sessionId);
        const language: Language = isLanguage(asked) ? asked : order?.language === "ar" ? "ar" : "en";
        const w = words[language];
        if (!order) return c.html(page(language, `<p>${w.missing}</p><p><a href="/">${w.back}</a></p>`), 404);
        if (order.status !== "pending") {
          const status = (w.status as Record<string, string>)[order.status] ?? order.status;
          const closed = fillIn(w.closed, { status: escapeHtml(status) });
          return c.html(page(language, `<p>${closed}</p><p><a href="/">${w.back}</a></p>`));
        }
        const rows = order.lines
          .map(
            (line) =>
              `<li style="display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #eee"><bdi>${escapeHtml(line.title)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}</bdi><span dir="ltr">${formatMoney(line.lineTotalCents, "USD")}</span></li>`,
          )
          .join("");
        const shipping = order.shippingCents === 0 ? w.free : formatMoney(order.shippingCents, "USD");
        const action = testCheckoutPath(c.req.valid("param").sessionId);
        const button = "padding:14px 20px;font-size:16px;border:0;cursor:pointer;min-width:120px";
        return c.html(
          page(
            language,
            `<h1 style="font-weight:400;margin-top:0">${w.title}</h1><p>${w.intro}</p>
<p>${w.order} <strong dir="ltr">${escapeHtml(order.orderNumber)}</strong></p>
<ul style="list-style:none;padding:0">${rows}</ul>
<p style="display:flex;justify-content:space-between"><span>${w.shipping}</span><span>${shipping}</span></p>
<p style="display:flex;justify-content:space-between;font-size:20px"><strong>${w.total}</strong><strong dir="ltr">${formatMoney(order.totalCents, "USD")}</strong></p>
<form method="post" action="${action}" style="display:flex;gap:12px;flex-wrap:wrap">
<button name="action" value="pay" style="${button};background:#14110f;color:#f3e6c4">${w.pay} <span dir="ltr">${formatMoney(order.totalCents, "USD")}</span></button>
<button name="action" value="cancel" style="${button};background:#fff;color:#14110f;border:1px solid #14110f">${w.cancel}</button></form>`,
          ),
        );
      },
    )
    .post(
      testCheckoutPath(":sessionId"),
      validate("param", paymentSessionParamSchema),
      validate("form", actionSchema),
      async (c) => {
        const sessionId = c.req.valid("param").sessionId;
        const order = await findPayable(sessionId);
        if (!order) return c.redirect("/payment-canceled", 303);
        if (c.req.valid("form").action === "cancel") return c.redirect(order.cancelled, 303);
        // Exactly what Stripe sends when a Checkout Session is paid, read by the same normalizer.
        const event = {
          id: `evt_test_${randomBytes(12).toString("base64url")}`,
          object: "event",
          type: "checkout.session.completed",
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: sessionId,
              object: "checkout.session",
              client_reference_id: order.id,
              metadata: { order_id: order.id },
              payment_status: "paid",
              status: "complete",
              payment_intent: `pi_test_${randomBytes(12).toString("base64url")}`,
              amount_total: order.totalCents,
              currency: "usd",
            },
          },
        };
        await handlePaymentEvent(
          { ...deps, log: c.var.logger },
          {
            ...normalizeStripeEvent(event as unknown as Parameters<typeof normalizeStripeEvent>[0]),
            provider: "test",
          },
        );
        return c.redirect(order.paid, 303);
      },
    );
}

import { convert, type Rates, splitByWeights } from "./money";
import { netProfit } from "./net-profit";

/**
 * The shop's one revenue (issue 24), read by the Orders page and the dashboard alike: what buyers
 * paid for the watches they kept, the shipping they paid included, in KWD fixed at the moment of
 * payment (KNET's own KWD charge, else the USD total at the settings' rate of that moment; never
 * today's rate). A refunded sale is no revenue; a sale recorded by staff in the shop counts its
 * sold price. Each sale is stored once with these amounts (the store's sales history), so every
 * figure is a sum over it.
 */
export interface SaleAmounts {
  /** The watch's price in KWD fils. */
  priceFils: number;
  /** The shipping the buyer paid for it, in KWD fils. */
  shippingPaidFils: number;
}

/** A sale's revenue: the watch and the shipping the buyer paid. */
export function saleRevenueFils(sale: SaleAmounts): number {
  return sale.priceFils + sale.shippingPaidFils;
}

/**
 * One paid order as sales: its KWD total fixed now (what KNET charged, else converted at `rates`),
 * split over its lines by their USD totals, the shipping the buyer paid given to the first line.
 * The parts add up to the total exactly, so the orders' revenue and the sales' revenue agree.
 */
export function orderSales(
  order: {
    lines: readonly { lineTotalCents: number }[];
    subtotalCents: number;
    totalCents: number;
    chargeFils: number | null;
  },
  rates: Rates,
): SaleAmounts[] {
  const totalFils = order.chargeFils ?? convert(order.totalCents, "USD", "KWD", rates);
  const [goodsFils = 0, shippingFils = 0] = splitByWeights(totalFils, [
    order.subtotalCents,
    order.totalCents - order.subtotalCents,
  ]);
  const prices = splitByWeights(
    goodsFils,
    order.lines.map((line) => line.lineTotalCents),
  );
  return prices.map((priceFils, index) => ({
    priceFils,
    shippingPaidFils: index === 0 ? shippingFils : 0,
  }));
}

/**
 * A sale's net profit (shared/net-profit.ts) on its revenue: the shipping the buyer paid offsets
 * the shipping the shop paid.
 */
export function saleProfitFils(
  sale: SaleAmounts,
  costs: { buyingPriceFils: number; shippingCostFils: number; feesFils: number },
): number {
  return netProfit({
    soldPrice: saleRevenueFils(sale),
    buyingPrice: costs.buyingPriceFils,
    shippingCost: costs.shippingCostFils,
    fees: costs.feesFils,
  });
}

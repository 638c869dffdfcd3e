/**
 * A sale's net profit in minor units of one currency: sold price less buying price, shipping and
 * fees (spec: reseller-tools §3). The one rule the store inventory, checkout and the reseller's own
 * inventory share.
 */
export function netProfit(sale: {
  soldPrice: number;
  buyingPrice: number;
  shippingCost?: number;
  fees?: number;
}): number {
  const amounts = [sale.soldPrice, sale.buyingPrice, sale.shippingCost ?? 0, sale.fees ?? 0];
  if (!amounts.every(Number.isSafeInteger)) throw new RangeError("Amounts must be integer minor units");
  return sale.soldPrice - sale.buyingPrice - (sale.shippingCost ?? 0) - (sale.fees ?? 0);
}

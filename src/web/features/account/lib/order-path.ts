/** The page of one of the shopper's orders. */
export function orderPath(orderNumber: string): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}`;
}

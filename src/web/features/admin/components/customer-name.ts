import type { CustomerRowDto } from "../../../../shared/customer-schemas";

/** "First Last", or null when the customer gave no name (the e-mail stands in for it). */
export function customerName(customer: Pick<CustomerRowDto, "firstName" | "lastName">): string | null {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}

export const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

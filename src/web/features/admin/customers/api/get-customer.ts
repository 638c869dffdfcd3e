import { useQuery } from "@tanstack/react-query";
import type { CustomerDetailDto } from "../../../../../shared/customer-schemas";
import { api, call } from "../../../../lib/api-client";
import { customerKeys } from "./query-keys";

/** GET /api/admin/customers/:id — a customer with their orders and favourites count. */
export async function getCustomer(id: string): Promise<CustomerDetailDto> {
  return call(api.api.admin.customers[":id"].$get({ param: { id } }));
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.customer(id), queryFn: () => getCustomer(id) });
}

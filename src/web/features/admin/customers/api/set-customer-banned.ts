import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomerDetailDto } from "../../../../../shared/customer-schemas";
import { api, call } from "../../../../lib/api-client";
import { customerKeys } from "./query-keys";

/** POST /api/admin/customers/:id/ban or /unban — the account as it now is. */
export async function setCustomerBanned(input: { id: string; banned: boolean }): Promise<CustomerDetailDto> {
  const customer = api.api.admin.customers[":id"];
  const param = { id: input.id };
  return call(input.banned ? customer.ban.$post({ param }) : customer.unban.$post({ param }));
}

/** A ban changes the customer, the list's status column and the banned card. */
export function useSetCustomerBanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCustomerBanned,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.customer(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.stats() });
    },
  });
}

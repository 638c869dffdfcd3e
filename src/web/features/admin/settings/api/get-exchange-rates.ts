import { useQuery } from "@tanstack/react-query";
import type { ExchangeRatesDto } from "../../../../../shared/display-currencies";
import { api, call } from "../../../../lib/api-client";
import { settingsKeys } from "./query-keys";

/** GET /api/admin/settings/exchange-rates — every currency's rate for shoppers, and the daily fetch (issue 30). */
export function getExchangeRates(): Promise<ExchangeRatesDto> {
  return call(api.api.admin.settings["exchange-rates"].$get());
}

export function useExchangeRates() {
  return useQuery({ queryKey: settingsKeys.exchangeRates, queryFn: getExchangeRates });
}

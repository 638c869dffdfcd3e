import { useQuery } from "@tanstack/react-query";
import type { StoreSettingsDto } from "../../../../../shared/store-settings";
import { api, call } from "../../../../lib/api-client";
import { settingsKeys } from "./query-keys";

/** GET /api/admin/settings — what the shop uses now, defaults included. */
export function getSettings(): Promise<StoreSettingsDto> {
  return call(api.api.admin.settings.$get());
}

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: getSettings });
}

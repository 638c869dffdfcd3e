import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileDto } from "../../../../shared/profile";
import { api, call } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

export async function getProfile(): Promise<ProfileDto> {
  return call(api.api.me.profile.$get());
}

export const profileQueryOptions = queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileDto } from "../../../../shared/profile";
import { api } from "../../../lib/api-client";
import { readJson } from "../../../lib/http-error";
import { authKeys } from "./query-keys";

export async function getProfile(): Promise<ProfileDto> {
  return readJson<ProfileDto>(await api.api.me.profile.$get());
}

export const profileQueryOptions = queryOptions({ queryKey: authKeys.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

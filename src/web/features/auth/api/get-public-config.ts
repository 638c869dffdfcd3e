import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { readJson } from "../../../lib/http-error";
import { authKeys } from "./query-keys";

export interface PublicConfig {
  googleSignIn: boolean;
  emailVerificationRequired: boolean;
}

/** Until the server answers (or when it cannot), assume the strictest deployment: no Google, verify. */
const assumedConfig: PublicConfig = { googleSignIn: false, emailVerificationRequired: true };

export async function getPublicConfig(): Promise<PublicConfig> {
  return readJson<PublicConfig>(await api.api["public-config"].$get());
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: authKeys.publicConfig(),
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQueryOptions).data ?? assumedConfig;
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { authKeys } from "./query-keys";

/** What the server says of its deployment: Google sign-in, and whether e-mail must be confirmed. */
export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>;

/** Until the server answers (or when it cannot), assume the strictest deployment: no Google, verify. */
const assumedConfig: PublicConfig = { googleSignIn: false, emailVerificationRequired: true };

export function getPublicConfig() {
  return call(api.api["public-config"].$get());
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: authKeys.publicConfig(),
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQueryOptions).data ?? assumedConfig;
}

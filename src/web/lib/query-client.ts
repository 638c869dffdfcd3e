import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http-error";

const maxRetries = 3;

/**
 * spec: storefront §8 — cached for 5 minutes, 3 retries with exponential back-off capped at 30 s,
 * never for a 4xx. A server render retries nothing (`onServer`), as TanStack Query's own default
 * on a server: the page is answered at once, and the browser refetches what it could not read.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          !onServer && !(error instanceof ApiError && error.isClientError) && failureCount < maxRetries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}

import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/http-error";
import { toScriptJson } from "./json-script";

export { pageChunkAttribute, queryStateElementId } from "./query-state-id";

interface SerializedApiError {
  apiError: { code: string; status: number; message: string };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === "object" && value !== null && "apiError" in value;
}

/**
 * The server's finished queries, failures included: a watch that answered 404 must render
 * "Watch Not Found" in the browser's first render too, or hydration would not match.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!error) return query;
    // An Error's message is not enumerable, so JSON would keep nothing the page can read.
    const apiError =
      error instanceof ApiError
        ? { code: error.code, status: error.status, message: error.message }
        : { code: "INTERNAL", status: 500, message: error instanceof Error ? error.message : String(error) };
    return { ...query, state: { ...query.state, error: { apiError } } };
  });
  return toScriptJson({ ...state, queries });
}

/** Fills the browser's cache from the server-rendered page, so hydration renders the same data. */
export function hydrateQueryState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerializedApiError(error)) {
      const { code, status, message } = error.apiError;
      query.state.error = new ApiError(code, status, message);
    }
  }
  hydrate(queryClient, state);
}

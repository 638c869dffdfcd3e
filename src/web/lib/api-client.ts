import { type ClientResponse, hc } from "hono/client";
import type { AppType } from "../../server/api";
import { toApiError } from "./http-error";

/** The typed client of our own API, same origin; request and answer types come from the server's routes. */
export const api = hc<AppType>("/", { headers: { accept: "application/json" } });

/**
 * The JSON of a typed call, or the server's `ApiError` (STYLE.md 5): the one way the web app reads
 * an answer, so no path or answer type is ever typed by hand.
 */
export async function call<T>(request: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  const response = await request;
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return response.json() as Promise<T>;
}

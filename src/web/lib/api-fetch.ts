import { readJson } from "./http-error";

export type ApiFetcher = (path: string, init?: RequestInit) => Promise<Response>;

let fetcher: ApiFetcher = (path, init) => fetch(path, init);

/**
 * The server renderer answers storefront queries in-process (the same Hono app, no network),
 * so query functions written once run in the browser and on the server.
 */
export function setApiFetcher(next: ApiFetcher): void {
  fetcher = next;
}

/** Calls our JSON API (same origin, cookies included); throws `ApiError` with the server's code. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("accept", "application/json");
  if (json !== undefined) headers.set("content-type", "application/json");
  const response = await fetcher(path, {
    credentials: "same-origin",
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  return readJson<T>(response);
}

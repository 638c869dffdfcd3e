import { hc } from "hono/client";
import type { AppType } from "../../server/api";

/** The typed client of our own API, same origin; request and answer types come from the server's routes. */
export const api = hc<AppType>("/");

/** The id of the JSON script that carries the server's query cache to the browser. */
export const queryStateElementId = "__MIZAN_STATE__";

/** The attribute of that script naming the storefront page it holds (app/storefront-pages.ts). */
export const pageChunkAttribute = "data-page";

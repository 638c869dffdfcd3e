/** The id of the JSON script that carries the server's query cache to the browser. */
export const queryStateElementId = "__MIZAN_STATE__";

/**
 * What the user is told, translated only when shown so it follows a change of language: a
 * namespaced key ("auth:errors.rateLimited") with its values, or words that have no translation.
 */
export type Message = { key: string; values?: Record<string, string | number> } | { text: string };

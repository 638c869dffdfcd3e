import type { Context, TypedResponse } from "hono";
import { encodedFor } from "./compress-answer";

declare const jsonOf: unique symbol;

/** A value already serialised as JSON, which remembers the type it was made from. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}

/** A list's JSON text from its items' texts, so items kept as text are not serialised again. */
export function listText<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
  return `[${items.join(",")}]` as JsonText<T[]>;
}

/** An object's JSON text from its fields' texts. */
export function objectText<T extends object>(fields: { [K in keyof T]: JsonText<T[K]> }): JsonText<T> {
  const members = Object.entries(fields).map(([name, text]) => `${JSON.stringify(name)}:${text}`);
  return `{${members.join(",")}}` as JsonText<T>;
}

/**
 * Answers JSON kept as text (serialising a cached page costs more than serving it) with the type
 * of the value it was made from, so the typed client still knows the answer's shape. Compressed
 * here, from the text, as compress-answer.ts would from the answer: reading a Response back cost
 * the collection's busiest path more than compressing it (issue 26).
 */
export async function jsonTextAnswer<T>(
  c: Context,
  text: JsonText<T>,
): Promise<TypedResponse<T, 200, "json">> {
  const { body, encoding } = await encodedFor(c.req.header("Accept-Encoding"), Buffer.from(text));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Content-Length": String(body.byteLength),
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(body, 200, headers) as unknown as TypedResponse<T, 200, "json">;
}

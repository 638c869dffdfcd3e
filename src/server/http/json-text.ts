import type { Context, TypedResponse } from "hono";

declare const jsonOf: unique symbol;

/** A value already serialised as JSON, which remembers the type it was made from. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}

/**
 * Answers JSON kept as text (serialising a cached page costs more than serving it) with the type
 * of the value it was made from, so the typed client still knows the answer's shape.
 */
export function jsonTextAnswer<T>(c: Context, text: JsonText<T>): TypedResponse<T, 200, "json"> {
  return c.body(text, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<
    T,
    200,
    "json"
  >;
}

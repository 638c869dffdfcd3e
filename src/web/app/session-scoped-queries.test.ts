import { expect, it } from "vitest";
import { sessionScopedKeys } from "../lib/session/session-scoped-keys";
import { registerSessionScopedQueries } from "./session-scoped-queries";

it("registers the cart, the favourites and the account with the session before any of them loads", () => {
  registerSessionScopedQueries();
  expect(sessionScopedKeys()).toEqual(expect.arrayContaining([["cart"], ["favorites"], ["me"]]));
});

import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { cartLineParamSchema, cartLineSchema, cartQuantitySchema } from "../../../shared/cart-schemas";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import {
  addCartLine,
  type CartOwner,
  clearCart,
  getCart,
  getCartCount,
  isSessionToken,
  mergeGuestCart,
  newCartToken,
  removeCartLine,
  setCartLineQuantity,
} from "./cart.service";
import { cartCookie, cartCookieOptions } from "./cart-cookie";

export function cartRoutes(deps: { db: Db; config: Config }) {
  const guestToken = (c: Context<AppEnv>) => {
    const token = getCookie(c, cartCookie);
    return isSessionToken(token) ? token : undefined;
  };

  /** Whose cart a read looks at; a read never writes, not even a cookie (decision 006). */
  function readerOf(c: Context<AppEnv>): CartOwner {
    const user = c.var.user;
    return user ? { userId: user.id } : { sessionToken: guestToken(c) };
  }

  /**
   * Whose cart a write changes. A shopper still carrying a guest cart (signed in before sign-in
   * merged it) gets it merged first.
   */
  async function writerOf(c: Context<AppEnv>): Promise<CartOwner> {
    const user = c.var.user;
    const token = guestToken(c);
    if (!user) return { sessionToken: token };
    if (token) await mergeGuestCart(deps.db, user.id, token);
    if (getCookie(c, cartCookie) !== undefined) deleteCookie(c, cartCookie, { path: "/" });
    return { userId: user.id };
  }

  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getCart(deps.db, readerOf(c))))
    .get("/count", async (c) => c.json({ count: await getCartCount(deps.db, readerOf(c)) }))
    .post("/lines", validate("json", cartLineSchema), async (c) => {
      const { listingId, quantity } = c.req.valid("json");
      const owner = await writerOf(c);
      // A guest's first line starts their cart; the cookie is set only once it holds something.
      const created = owner.userId || owner.sessionToken ? undefined : newCartToken();
      const cart = await addCartLine(
        deps.db,
        created ? { sessionToken: created } : owner,
        listingId,
        quantity,
      );
      if (created) setCookie(c, cartCookie, created, cartCookieOptions(deps.config.isProduction));
      return c.json(cart);
    })
    .patch(
      "/lines/:listingId",
      validate("param", cartLineParamSchema),
      validate("json", cartQuantitySchema),
      async (c) =>
        c.json(
          await setCartLineQuantity(
            deps.db,
            await writerOf(c),
            c.req.valid("param").listingId,
            c.req.valid("json").quantity,
          ),
        ),
    )
    .delete("/lines/:listingId", validate("param", cartLineParamSchema), async (c) =>
      c.json(await removeCartLine(deps.db, await writerOf(c), c.req.valid("param").listingId)),
    )
    .delete("/", async (c) => c.json(await clearCart(deps.db, await writerOf(c))));
}

import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import {
  cartLineParamSchema,
  cartLineSchema,
  cartPriceConfirmationSchema,
  cartQuantitySchema,
} from "../../../shared/cart-schemas";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { PurchaseLane } from "../../http/purchase-lane";
import { validate } from "../../http/validate";
import {
  addCartLine,
  clearCart,
  confirmCartPrices,
  getCart,
  getCartCount,
  newCartToken,
  removeCartLine,
  setCartLineQuantity,
} from "./cart.service";
import { cartCookie, cartCookieOptions } from "./cart-cookie";
import { cartReader, cartWriter } from "./cart-owner";

export function cartRoutes(deps: { db: Db; config: Config; lane: PurchaseLane }) {
  // Writes wait in the purchase lane; reads (the page, the header's count) never do.
  const write = deps.lane.middleware();
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await getCart(deps.db, cartReader(c))))
      .get("/count", async (c) => c.json({ count: await getCartCount(deps.db, cartReader(c)) }))
      .post("/lines", validate("json", cartLineSchema), write, async (c) => {
        const { listingId, quantity } = c.req.valid("json");
        const owner = await cartWriter(deps.db, c);
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
        write,
        async (c) =>
          c.json(
            await setCartLineQuantity(
              deps.db,
              await cartWriter(deps.db, c),
              c.req.valid("param").listingId,
              c.req.valid("json").quantity,
            ),
          ),
      )
      .delete("/lines/:listingId", validate("param", cartLineParamSchema), write, async (c) =>
        c.json(await removeCartLine(deps.db, await cartWriter(deps.db, c), c.req.valid("param").listingId)),
      )
      // issue 24: the shopper saw a line's new price (old → new) and accepts it before paying.
      .post("/prices", validate("json", cartPriceConfirmationSchema), write, async (c) =>
        c.json(await confirmCartPrices(deps.db, await cartWriter(deps.db, c), c.req.valid("json").lines)),
      )
      .delete("/", write, async (c) => c.json(await clearCart(deps.db, await cartWriter(deps.db, c))))
  );
}

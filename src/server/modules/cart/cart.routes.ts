import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { CartDto } from "../../../shared/catalog-api";
import { cartLineSchema, cartQuantitySchema } from "../../../shared/catalog-schemas";
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
  removeCartLine,
  setCartLineQuantity,
} from "./cart.service";

const cartCookie = "mizan_cart";
/** spec: storefront §3 — the browser mirrors the guest token and sends it when the cookie is gone. */
const cartHeader = "x-cart-session";
const lineParamSchema = z.object({ listingId: z.uuid("Unknown watch") });

export function cartRoutes(deps: { db: Db; config: Config }) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    secure: deps.config.isProduction,
    path: "/",
    maxAge: 90 * 24 * 60 * 60,
  } as const;

  /** Who owns the cart of this request; a shopper still holding a guest cart gets it merged. */
  async function ownerOf(c: Context<AppEnv>): Promise<CartOwner> {
    const cookie = getCookie(c, cartCookie);
    const token = [cookie, c.req.header(cartHeader)].find(isSessionToken);
    const user = c.var.user;
    if (!user) return { sessionToken: token };
    if (token) await mergeGuestCart(deps.db, user.id, token);
    if (cookie !== undefined) deleteCookie(c, cartCookie, { path: "/" });
    return { userId: user.id };
  }

  /** Keeps the guest's cookie in step with the cart it used (created, or found by the header). */
  function answer(c: Context<AppEnv>, cart: CartDto) {
    if (cart.sessionId && getCookie(c, cartCookie) !== cart.sessionId) {
      setCookie(c, cartCookie, cart.sessionId, cookieOptions);
    }
    return c.json(cart);
  }

  return new Hono<AppEnv>()
    .get("/", async (c) => answer(c, await getCart(deps.db, await ownerOf(c))))
    .get("/count", async (c) => c.json({ count: await getCartCount(deps.db, await ownerOf(c)) }))
    .post("/lines", validate("json", cartLineSchema), async (c) => {
      const { listingId, quantity } = c.req.valid("json");
      return answer(c, await addCartLine(deps.db, await ownerOf(c), listingId, quantity));
    })
    .patch(
      "/lines/:listingId",
      validate("param", lineParamSchema),
      validate("json", cartQuantitySchema),
      async (c) =>
        answer(
          c,
          await setCartLineQuantity(
            deps.db,
            await ownerOf(c),
            c.req.valid("param").listingId,
            c.req.valid("json").quantity,
          ),
        ),
    )
    .delete("/lines/:listingId", validate("param", lineParamSchema), async (c) =>
      answer(c, await removeCartLine(deps.db, await ownerOf(c), c.req.valid("param").listingId)),
    )
    .delete("/", async (c) => answer(c, await clearCart(deps.db, await ownerOf(c))));
}

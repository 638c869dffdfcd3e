import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { refusal } from "../../../shared/errors";
import { favoriteSchema } from "../../../shared/favorites-schemas";
import type { SessionUser } from "../../../shared/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { addFavorite, listFavoriteIds, listFavorites, removeFavorite } from "./favorites.service";

/** spec: storefront §8 — favourites need sign-in ("Login Required"). */
const requireShopper = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user)
    throw refusal("UNAUTHENTICATED", "FAVORITES_SIGN_IN", "Please log in to add items to your favorites");
  await next();
});

export function favoriteRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .use(requireShopper)
    .get("/", async (c) => c.json({ items: await listFavorites(deps.db, c.var.user.id) }))
    .get("/ids", async (c) => c.json({ ids: await listFavoriteIds(deps.db, c.var.user.id) }))
    .post("/", validate("json", favoriteSchema), async (c) => {
      const { listingId } = c.req.valid("json");
      const added = await addFavorite(deps.db, c.var.user.id, listingId);
      return c.json({ listingId }, added ? 201 : 200);
    })
    .delete("/:listingId", validate("param", favoriteSchema), async (c) => {
      await removeFavorite(deps.db, c.var.user.id, c.req.valid("param").listingId);
      return c.json({ removed: true as const });
    });
}

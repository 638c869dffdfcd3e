import { Hono } from "hono";
import { sessionRoutes } from "./auth/session.routes";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { cartRoutes } from "./modules/cart/cart.routes";
import { categoryRoutes, featuredListingRoutes, listingRoutes } from "./modules/catalog/catalog.routes";
import type { CatalogReader } from "./modules/catalog/catalog-reader";
import { favoriteRoutes } from "./modules/favorites/favorites.routes";
import { mailOutboxRoutes } from "./modules/mail-outbox/mail-outbox.routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { publicConfigRoutes } from "./modules/site/site.routes";

export interface ApiDeps {
  config: Config;
  db: Db;
  catalog: CatalogReader;
}

/** Every JSON route the web app calls; its type is the web app's typed client (STYLE.md 3). */
export function createApiRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .basePath("/api")
    .route("/public-config", publicConfigRoutes(deps))
    .route("/categories", categoryRoutes(deps))
    .route("/listings", listingRoutes(deps))
    .route("/featured-listings", featuredListingRoutes(deps))
    .route("/favorites", favoriteRoutes(deps))
    .route("/cart", cartRoutes(deps))
    .route("/newsletter", newsletterRoutes(deps))
    .route("/me/session", sessionRoutes())
    .route("/me/profile", profileRoutes(deps))
    .route("/admin/outbox", mailOutboxRoutes(deps));
}

export type AppType = ReturnType<typeof createApiRoutes>;

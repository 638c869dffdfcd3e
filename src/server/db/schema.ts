/**
 * Every table, for drizzle-kit (drizzle.config.ts) and the database client. Each table lives with
 * the module that owns it; modules never import this file (STYLE.md, Boundaries).
 */
export * from "../auth/auth.schema";
export * from "../http/rate-limit.schema";
export * from "../modules/alerts/alerts.schema";
export * from "../modules/analysis/analysis.schema";
export * from "../modules/audit/audit.schema";
export * from "../modules/cart/cart.schema";
export * from "../modules/catalog/catalog.schema";
export * from "../modules/certificates/certificates.schema";
export * from "../modules/contact/contact.schema";
export * from "../modules/favorites/favorites.schema";
export * from "../modules/holds/holds.schema";
export * from "../modules/inventory/inventory.schema";
export * from "../modules/mail-outbox/mail-outbox.schema";
export * from "../modules/market/market.schema";
export * from "../modules/media/media.schema";
export * from "../modules/newsletter/newsletter.schema";
export * from "../modules/orders/orders.schema";
export * from "../modules/portfolio/portfolio.schema";
export * from "../modules/posts/posts.schema";
export * from "../modules/profile/profile.schema";
export * from "../modules/settings/settings.schema";
export * from "../modules/staff/staff.schema";
export * from "../modules/trade-ins/trade-ins.schema";
export * from "../modules/whatsapp/whatsapp.schema";

/**
 * Issue 13: the shop's information pages, in the order the footer and each page's own menu list
 * them. Every link here leads to a page the route table renders on the server.
 */
export const helpPages = [
  { to: "/contact", labelKey: "pages:nav.contact" },
  { to: "/help", labelKey: "pages:nav.help" },
  { to: "/shipping-returns", labelKey: "pages:nav.shippingReturns" },
  { to: "/about", labelKey: "pages:nav.about" },
] as const;

export const legalPages = [
  { to: "/privacy", labelKey: "pages:nav.privacy" },
  { to: "/terms", labelKey: "pages:nav.terms" },
  { to: "/cookies", labelKey: "pages:nav.cookies" },
  { to: "/security", labelKey: "pages:nav.security" },
] as const;

export const sitePages = [...helpPages, ...legalPages];

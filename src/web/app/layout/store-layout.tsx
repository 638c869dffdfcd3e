import { Outlet, ScrollRestoration } from "react-router";
import { cn } from "../../lib/cn";
import { ShopperPrices } from "../../lib/display-currency";
import { MobileBottomBar, mobileBottomBarSpace } from "./mobile-bottom-bar";
import { RouteProgress } from "./route-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipToContent } from "./skip-to-content";

/** The storefront and tools frame: header, page, footer and, under 768 px, the bottom bar. */
export function StoreLayout() {
  // The wrapper is ink so the room kept for the bottom bar continues the footer instead of a pale strip.
  // The page takes at least the screen's height, so the footer starts below the fold: a page that
  // renders in the browser (sign-in, cart, account) grows without making the footer jump (CLS).
  // Issue 30: every price in this frame is shown in the shopper's currency (the tools keep dollars).
  return (
    <ShopperPrices>
      <div className={cn("flex min-h-dvh flex-col bg-ink", mobileBottomBarSpace)}>
        <SkipToContent />
        <RouteProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 bg-background outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <MobileBottomBar />
        <ScrollRestoration />
      </div>
    </ShopperPrices>
  );
}

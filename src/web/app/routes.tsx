import type { ComponentType } from "react";
import { Outlet, type RouteObject, redirect } from "react-router";
import { contentPageSlugs } from "../../shared/content-pages";
import { DollarPrices } from "../lib/display-currency";
import { RouteErrorBoundary } from "./layout/route-error-boundary";
import { PageLoading } from "./layout/route-progress";
import { StoreLayout } from "./layout/store-layout";
import { NotFoundPage } from "./pages/not-found-page";
import type { RenderedPage } from "./rendered-pages";
import { storefrontPages } from "./storefront-pages";

type Tool = "analysis" | "calculator" | "inventory" | "portfolio";

/**
 * A signed-in tool page: the guard and the page load together, only when the path is visited. A
 * reseller's figures stay in dollars (and dinars) whatever currency the shop's prices are shown in.
 */
function toolRoute(path: string, tool: Tool, loadPage: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ RequireUser }, Page] = await Promise.all([
        import("../features/auth/components/require-user"),
        loadPage(),
      ]);
      return {
        element: (
          <DollarPrices>
            <RequireUser tool={tool}>
              <Page />
            </RequireUser>
          </DollarPrices>
        ),
      };
    },
  };
}

/** A lazily loaded page rendered as the route's component. */
function lazyPage(path: string | undefined, loadPage: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await loadPage() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * spec: storefront §2 route table. Storefront pages are imported eagerly so the server can render
 * them; accounts, payments, tools and the whole admin area are split into chunks of their own.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <StoreLayout />,
        children: [
          // Server-rendered: each handle names the page, whose data and head the server knows
          // (ssr/storefront-handles.ts);
          // each page is a chunk of its own, loaded before the page hydrates (start-app.tsx).
          {
            index: true,
            lazy: async () => ({ Component: (await storefrontPages.home()).HomePage }),
            handle: { page: "home" } satisfies RenderedPage,
          },
          {
            path: "watches",
            lazy: async () => ({ Component: (await storefrontPages.collection()).CollectionPage }),
            handle: { page: "collection" } satisfies RenderedPage,
          },
          {
            path: "watch/:slug",
            lazy: async () => ({ Component: (await storefrontPages.watch()).WatchRoute }),
            handle: { page: "watch" } satisfies RenderedPage,
          },
          // Issue 13: the information pages the footer and the sign-up form link to.
          ...contentPageSlugs.map((slug) => ({
            path: slug,
            lazy: async () => {
              const { ContentPage } = await storefrontPages.content();
              return { element: <ContentPage slug={slug} /> };
            },
            handle: { page: "content", slug } satisfies RenderedPage,
          })),
          {
            path: "contact",
            lazy: async () => ({ Component: (await storefrontPages.contact()).ContactPage }),
            handle: { page: "contact" } satisfies RenderedPage,
          },
          // Issue 31: sell or trade in a watch; rendered in the browser, its chunk loaded on the visit.
          lazyPage("sell", async () => (await import("../features/trade-ins/pages/sell-page")).SellPage),
          // Issue 31: a reservation's or an offer's own page, the link its e-mails carry.
          lazyPage("holds/:token", async () => (await import("../features/holds/pages/hold-page")).HoldPage),
          lazyPage("cart", async () => (await import("./pages/cart-route")).CartRoute),
          lazyPage("checkout", async () => (await import("./pages/checkout-route")).CheckoutRoute),
          lazyPage("login", async () => (await import("../features/auth/pages/login-page")).LoginPage),
          lazyPage("register", async () => (await import("../features/auth/pages/login-page")).LoginPage),
          lazyPage("account", async () => (await import("./pages/account-page")).AccountPage),
          lazyPage("account/orders/:orderNumber", async () => (await import("./pages/order-page")).OrderPage),
          // Issue 30: the saved searches and favourites' alerts, and where an alert e-mail's links land.
          lazyPage("account/alerts", async () => (await import("./pages/alerts-route")).AlertsRoute),
          ...(["confirm", "unsubscribe"] as const).map((kind) => ({
            path: `alerts/${kind}`,
            lazy: async () => {
              const { AlertLinkPage } = await import("../features/alerts/pages/alert-link-page");
              return { element: <AlertLinkPage kind={kind} /> };
            },
          })),
          lazyPage(
            "forgot-password",
            async () => (await import("../features/auth/pages/forgot-password-page")).ForgotPasswordPage,
          ),
          lazyPage(
            "staff-invitation/:token",
            async () => (await import("../features/auth/pages/staff-invitation-page")).StaffInvitationPage,
          ),
          lazyPage(
            "reset-password",
            async () => (await import("../features/auth/pages/reset-password-page")).ResetPasswordPage,
          ),
          lazyPage(
            "payment-success",
            async () => (await import("./pages/payment-success-route")).PaymentSuccessRoute,
          ),
          lazyPage(
            "payment-canceled",
            async () => (await import("./pages/payment-canceled-route")).PaymentCanceledRoute,
          ),
          // ARCHITECTURE.md, Decisions: the cart's old sign-in link lands on the real sign-in screen.
          { path: "storefront/auth", loader: () => redirect("/login") },
          toolRoute(
            "analysis",
            "analysis",
            async () => (await import("../features/analysis/pages/analysis-page")).AnalysisPage,
          ),
          toolRoute(
            "simple-analysis",
            "analysis",
            async () => (await import("../features/analysis/pages/simple-analysis-page")).SimpleAnalysisPage,
          ),
          toolRoute(
            "watchwise",
            "analysis",
            async () => (await import("../features/tools/pages/watchwise-page")).WatchwisePage,
          ),
          toolRoute(
            "portfolio",
            "portfolio",
            async () => (await import("../features/portfolio/pages/portfolio-page")).PortfolioPage,
          ),
          toolRoute(
            "calculator",
            "calculator",
            async () => (await import("../features/calculator/pages/calculator-page")).CalculatorPage,
          ),
          toolRoute(
            "inventory",
            "inventory",
            async () => (await import("./pages/my-inventory-page")).MyInventoryPage,
          ),
          { path: "*", element: <NotFoundPage />, handle: { page: "notFound" } satisfies RenderedPage },
        ],
      },
      {
        path: "admin",
        lazy: async () => ({ Component: (await import("./layout/admin-layout")).AdminLayout }),
        children: [
          lazyPage(
            undefined,
            async () => (await import("../features/auth/pages/admin-login-page")).AdminLoginPage,
          ),
          lazyPage(
            "login",
            async () => (await import("../features/auth/pages/admin-login-page")).AdminLoginPage,
          ),
          {
            lazy: async () => {
              const { RequireStaff } = await import("../features/auth/components/require-staff");
              return {
                element: (
                  <RequireStaff>
                    <Outlet />
                  </RequireStaff>
                ),
              };
            },
            children: [
              lazyPage(
                "dashboard",
                async () => (await import("../features/admin/dashboard/dashboard-page")).DashboardPage,
              ),
              lazyPage(
                "calculator",
                async () => (await import("./pages/admin-calculator-page")).AdminCalculatorPage,
              ),
              lazyPage(
                "inventory",
                async () => (await import("./pages/admin-inventory-page")).AdminInventoryPage,
              ),
              lazyPage(
                "listings",
                async () => (await import("../features/admin/listings/listings-page")).ListingsPage,
              ),
              lazyPage(
                "orders",
                async () => (await import("../features/admin/orders/orders-page")).OrdersPage,
              ),
              lazyPage(
                "orders/:id",
                async () => (await import("../features/admin/orders/order-detail-page")).OrderDetailPage,
              ),
              lazyPage(
                "customers",
                async () => (await import("../features/admin/customers/customers-page")).CustomersPage,
              ),
              lazyPage(
                "customers/:id",
                async () => (await import("../features/admin/customers/customer-page")).CustomerPage,
              ),
              lazyPage(
                "audit-log",
                async () => (await import("../features/admin/audit/audit-log-page")).AuditLogPage,
              ),
              lazyPage(
                "settings",
                async () => (await import("../features/admin/settings/settings-page")).SettingsPage,
              ),
              lazyPage(
                "reports",
                async () => (await import("../features/admin/reports/reports-page")).ReportsPage,
              ),
              lazyPage("staff", async () => (await import("../features/admin/staff/staff-page")).StaffPage),
              lazyPage("account", async () => (await import("./pages/admin-account-page")).AdminAccountPage),
              lazyPage(
                "newsletter",
                async () => (await import("../features/admin/newsletter/newsletter-page")).NewsletterPage,
              ),
              lazyPage(
                "outbox",
                async () => (await import("../features/admin/outbox/outbox-page")).OutboxPage,
              ),
              lazyPage("inbox", async () => (await import("../features/admin/inbox/inbox-page")).InboxPage),
              lazyPage(
                "trade-ins",
                async () => (await import("../features/admin/trade-ins/trade-ins-page")).TradeInsPage,
              ),
              // Issue 31: offers and deposit reservations.
              lazyPage("holds", async () => (await import("../features/admin/holds/holds-page")).HoldsPage),
              lazyPage(
                "catalogue",
                async () => (await import("../features/admin/catalogue/catalogue-page")).CataloguePage,
              ),
              lazyPage(
                "market-prices",
                async () =>
                  (await import("../features/admin/market-prices/market-prices-page")).MarketPricesPage,
              ),
              lazyPage(
                "simple-analysis",
                async () => (await import("./pages/admin-simple-analysis-page")).AdminSimpleAnalysisPage,
              ),
            ],
          },
        ],
      },
    ],
  },
];

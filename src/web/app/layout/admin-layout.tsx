import { Outlet, ScrollRestoration } from "react-router";
import "../../features/admin/admin-i18n";
import { AdminNav } from "./admin-nav";
import { RouteProgress } from "./route-progress";
import { SkipToContent } from "./skip-to-content";

/** The back-office frame: the admin navigation bar over the page. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipToContent />
      <RouteProgress />
      <AdminNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

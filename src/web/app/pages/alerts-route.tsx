import { AlertsPage } from "../../features/alerts/pages/alerts-page";
import { RequireAccount } from "./require-account";

/** /account/alerts (issue 30), behind the account's guard. */
export function AlertsRoute() {
  return <RequireAccount returnTo="/account/alerts">{() => <AlertsPage />}</RequireAccount>;
}

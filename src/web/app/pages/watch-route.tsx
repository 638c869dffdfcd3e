import { WatchDetailPage } from "../../features/storefront/pages/watch-detail-page";
import { PurchaseActions } from "./watch-purchase-actions";

/** /watch/:slug composed: the watch page with the cart's and checkout's buttons. */
export function WatchRoute() {
  return <WatchDetailPage Actions={PurchaseActions} />;
}

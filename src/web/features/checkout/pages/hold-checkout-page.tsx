import "../hold-checkout-i18n";
import type { UseQueryResult } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import SearchXIcon from "lucide-react/icons/search-x";
import { Link } from "react-router";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { isPayable } from "../../../../shared/holds";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { useTranslation } from "../../../i18n/use-translation";
import { readGuestEmail } from "../../../lib/guest-email";
import { ApiError } from "../../../lib/http-error";
import { storeInfoQueryOptions } from "../../../lib/site";
import { useCheckoutOptions } from "../api/get-checkout-options";
import { CheckoutForm } from "../components/checkout-form";
import { HoldCheckoutSummary } from "../components/hold-checkout-summary";
import {
  type CheckoutAccount,
  CheckoutColumns,
  CheckoutLoadFailed,
  CheckoutShell,
  CheckoutSkeleton,
} from "./checkout-page";

/**
 * Issue 31: /checkout?hold=<token> pays a held deposit's balance or an accepted offer: the hold's
 * one watch at its agreed price with the deposit credited, sent as `holdToken`; the cart is left
 * as it is. The app layer reads the hold (the holds feature) and hands it in. A hold that cannot be
 * paid now (not held or accepted any more) says so and leads back to its page.
 */
export function HoldCheckoutPage({
  token,
  hold,
  account,
}: {
  token: string;
  hold: UseQueryResult<HoldDto>;
  account: CheckoutAccount;
}) {
  const { t } = useTranslation("checkout");
  const options = useCheckoutOptions();
  const store = useQuery(storeInfoQueryOptions());
  const holdPath = `/holds/${encodeURIComponent(token)}`;
  const failure = hold.isError ? hold : options.isError ? options : store.isError ? store : undefined;
  const isMissing = hold.error instanceof ApiError && hold.error.isClientError;

  return (
    <CheckoutShell back={<BackLink to={holdPath}>{t("holds:checkout.back")}</BackLink>}>
      {isMissing ? (
        <EmptyPanel
          frame="card"
          className="mx-auto mt-10 max-w-lg"
          icon={<SearchXIcon aria-hidden="true" />}
          title={t("holds:checkout.notFoundTitle")}
          text={t("common:apiReasons.holdNotFound")}
          action={
            <Button asChild variant="luxury">
              <Link to="/watches">{t("holds:checkout.browse")}</Link>
            </Button>
          }
        />
      ) : failure ? (
        <CheckoutLoadFailed onRetry={() => void failure.refetch()} />
      ) : !hold.data || !options.data || !store.data || !account ? (
        <CheckoutSkeleton label={t("checkout.loading")} />
      ) : !isPayable(hold.data.status) || hold.data.balanceCents === null ? (
        <EmptyPanel
          role="alert"
          frame="card"
          className="mx-auto mt-10 max-w-lg"
          title={t("holds:checkout.notPayableTitle")}
          text={t("common:apiReasons.holdNotPayable")}
          action={
            <Button asChild variant="luxury" size="lg">
              <Link to={holdPath}>{t("holds:checkout.view")}</Link>
            </Button>
          }
        />
      ) : (
        <CheckoutColumns
          summary={
            <HoldCheckoutSummary
              hold={hold.data}
              shippingCents={store.data.shippingFeeCents}
              className="lg:sticky lg:top-32 lg:order-last"
            />
          }
        >
          <CheckoutForm
            totalCents={hold.data.balanceCents + store.data.shippingFeeCents}
            mustConfirmPrices={false}
            options={options.data}
            savedAddress={account.savedAddress}
            accountEmail={account.email}
            guestEmail={readGuestEmail()}
            onCartChanged={() => {
              void hold.refetch();
              void store.refetch();
            }}
            onOptionsChanged={() => void options.refetch()}
            holdToken={token}
          />
        </CheckoutColumns>
      )}
    </CheckoutShell>
  );
}

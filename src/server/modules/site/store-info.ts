import { paymentMethodsOf } from "../../../shared/payment-methods";
import type { StoreInfoDto } from "../../../shared/store-settings";
import type { Db } from "../../db/client";
import type { Payments } from "../../providers/payments/create-payments";
import { getDisplayRates } from "../settings/exchange-rates";
import { getStoreInfo } from "../settings/settings.service";

/**
 * The storefront's store info: the settings, the currencies a shopper may see prices in (issue
 * 30, each rate with its source and date), and from the configuration the payment marks of the
 * checkout and the public address.
 */
export async function readStoreInfo(deps: {
  db: Db;
  payments: Pick<Payments, "offered">;
  publicUrl: string;
}): Promise<StoreInfoDto> {
  return {
    ...(await getStoreInfo(deps.db)),
    currencies: await getDisplayRates(deps.db),
    paymentMethods: paymentMethodsOf(deps.payments.offered),
    siteUrl: deps.publicUrl,
  };
}

import TruckIcon from "lucide-react/icons/truck";
import { handlingBusinessDays, transitBusinessDays } from "../../../../shared/delivery";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useStoreInfo } from "../../../lib/site";
import { useFormatPrice } from "../../../lib/use-format-money";
import { PaymentMarks } from "./payment-marks";

/** From the order to the door: dispatch, then the courier (shared/delivery.ts). */
const deliveryDays = {
  min: handlingBusinessDays.min + transitBusinessDays.min,
  max: handlingBusinessDays.max + transitBusinessDays.max,
};

const ltr = <bdi dir="ltr" />;

/**
 * Issue 13: when the watch arrives and what it costs to send (the settings' fee; free unless an
 * admin set one), the dispatch promise of the payment page (2-3 business days), and the marks of
 * the payment methods checkout accepts.
 */
export function DeliveryEstimate() {
  const { t } = useTranslation("storefront");
  const store = useStoreInfo();
  const price = useFormatPrice();
  const isFree = store.shippingFeeCents === 0;
  return (
    <div className="grid gap-3 rounded-md border border-border/80 bg-card px-4 py-3.5 text-sm">
      <div className="flex items-start gap-3">
        <TruckIcon className="mt-0.5 size-5 shrink-0 text-gold-dark" strokeWidth={1.5} aria-hidden="true" />
        <p>
          <span className="block font-medium" data-testid="delivery-estimate">
            <Trans
              t={t}
              i18nKey={isFree ? "watch.delivery.free" : "watch.delivery.paid"}
              values={{ ...deliveryDays, fee: price.format(store.shippingFeeCents) }}
              components={{ range: ltr, price: ltr }}
            />
          </span>
          <span className="block text-muted-foreground">
            <Trans
              t={t}
              i18nKey="watch.delivery.dispatch"
              values={handlingBusinessDays}
              components={{ range: ltr }}
            />
          </span>
        </p>
      </div>
      <PaymentMarks methods={store.paymentMethods} />
    </div>
  );
}

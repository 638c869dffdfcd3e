import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { shipOrderSchema } from "../../../../shared/order-schemas";
import type { AdminOrderRowDto } from "../../../../shared/orders";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { useShipOrders } from "./api/ship-orders";
import { CarrierField, TrackingNumberField } from "./shipment-fields";

const formSchema = z.object({
  carrier: shipOrderSchema.shape.carrier,
  tracking: z.array(shipOrderSchema.shape.trackingNumber),
});

/**
 * Issue 28: the ticked paid orders shipped in one go — one carrier for the parcels, a tracking
 * number for each; each buyer is e-mailed their own. Orders moved by someone else meanwhile are
 * named and left as they are.
 */
export function BulkShipDialog({
  orders,
  open,
  onClose,
  onShipped,
}: {
  orders: AdminOrderRowDto[];
  open: boolean;
  onClose: () => void;
  onShipped: () => void;
}) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const ship = useShipOrders();
  const form = useForm({
    resolver: zodResolver(formSchema),
    values: { carrier: "", tracking: orders.map(() => "") },
  });
  const order = ["carrier", ...orders.map((_, index) => `tracking.${index}` as const)] as const;
  const feedback = useFormFeedback(form, order);
  const submit = form.handleSubmit(({ carrier, tracking }) =>
    ship.mutate(
      {
        shipments: orders.map((row, index) => ({
          id: row.id,
          carrier,
          trackingNumber: tracking[index] ?? "",
        })),
      },
      {
        onSuccess: (result) => {
          toast.success(t("orders.bulk.shipped", { count: result.shipped.length }), {
            description:
              result.skipped.length > 0
                ? t("orders.bulk.skipped", {
                    count: result.skipped.length,
                    numbers: result.skipped.map((skip) => skip.orderNumber ?? "").join(", "),
                  })
                : undefined,
          });
          onShipped();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && !ship.isPending && onClose()}
      title={t("orders.bulk.title", { count: orders.length })}
      description={t("orders.ship.mailNote")}
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        {feedback.formMessage && <FormAlert id={feedback.alertId}>{say(feedback.formMessage)}</FormAlert>}
        <CarrierField field={feedback.field("carrier")} input={feedback.fieldProps("carrier")} />
        <ul className="grid gap-3">
          {orders.map((row, index) => (
            <li key={row.id} className="grid gap-2 sm:grid-cols-[10rem_1fr] sm:items-start">
              <div className="text-sm sm:pt-2">
                <bdi dir="ltr" className="font-medium tabular-nums">
                  {row.orderNumber}
                </bdi>
                <p dir="auto" className="truncate text-xs text-muted-foreground">
                  <bdi>{row.customerName ?? row.email}</bdi>
                </p>
              </div>
              <TrackingNumberField
                label={t("orders.bulk.trackingFor", { number: row.orderNumber })}
                field={feedback.field(`tracking.${index}`)}
                input={feedback.fieldProps(`tracking.${index}`)}
              />
            </li>
          ))}
        </ul>
        <FormDialogActions
          cancel={t("orders.dialog.back")}
          submit={t("orders.ship.submit")}
          working={t("orders.bulk.shipping")}
          pending={ship.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}

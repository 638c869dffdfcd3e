import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { shipOrderSchema } from "../../../../shared/order-schemas";
import type { AdminOrderRowDto, AdminTransition } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/http-error";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useFormatMoney } from "../../../lib/use-format-money";
import { useMessage } from "../../../lib/use-message";
import { useTransitionOrder } from "./api/transition-order";
import { moveFailureMessage } from "./move-messages";
import { CarrierField, TrackingNumberField } from "./shipment-fields";

/** What a move needs to know of its order: a list row or the detail both carry it. */
export type MoveTarget = Pick<AdminOrderRowDto, "id" | "orderNumber" | "status" | "totalCents" | "charge">;

export interface PendingMove {
  order: MoveTarget;
  to: AdminTransition;
}

/**
 * The dialog of one move: shipping asks for the carrier and tracking number; delivering, cancelling
 * and refunding ask to confirm (a refund says how much and that the watch stays off sale).
 */
export function OrderMoveDialog({ move, onClose }: { move: PendingMove | undefined; onClose: () => void }) {
  const transition = useTransitionOrder();
  return (
    <Dialog open={move !== undefined} onOpenChange={(open) => !open && !transition.isPending && onClose()}>
      {move && (
        <DialogContent role={move.to === "shipped" ? "dialog" : "alertdialog"} className="sm:max-w-md">
          {move.to === "shipped" ? (
            <ShipForm order={move.order} transition={transition} onClose={onClose} />
          ) : (
            <ConfirmMove move={move} transition={transition} onClose={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

type Transition = ReturnType<typeof useTransitionOrder>;

function useMoveCallbacks(move: PendingMove, onClose: () => void) {
  const { t } = useTranslation("admin");
  return {
    onSuccess: () => {
      toast.success(t(`orders.messages.moved.${move.to}`, { number: move.order.orderNumber }));
      onClose();
    },
    onError: (error: unknown) => {
      toast.error(t("orders.messages.moveFailed"), { description: moveFailureMessage(error, t) });
      // Moved on elsewhere: nothing left to confirm. Other failures keep what was typed.
      if (error instanceof ApiError && error.status === 409) onClose();
    },
  };
}

function ShipForm({
  order,
  transition,
  onClose,
}: {
  order: MoveTarget;
  transition: Transition;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const form = useForm({
    resolver: zodResolver(shipOrderSchema),
    defaultValues: { carrier: "", trackingNumber: "" },
  });
  const feedback = useFormFeedback(form, ["carrier", "trackingNumber"]);
  const callbacks = useMoveCallbacks({ order, to: "shipped" }, onClose);
  const submit = form.handleSubmit((values) =>
    transition.mutate({ id: order.id, to: "shipped", ...values }, callbacks),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t("orders.ship.title")}</DialogTitle>
        <DialogDescription>
          <Trans
            t={t}
            i18nKey="orders.ship.description"
            values={{ number: order.orderNumber }}
            components={{ number: <bdi dir="ltr" className="font-medium text-foreground" /> }}
          />
        </DialogDescription>
      </DialogHeader>
      {feedback.formMessage && <FormAlert id={feedback.alertId}>{say(feedback.formMessage)}</FormAlert>}
      <CarrierField field={feedback.field("carrier")} input={feedback.fieldProps("carrier")} />
      <TrackingNumberField
        label={t("orders.ship.trackingNumber")}
        field={feedback.field("trackingNumber")}
        input={feedback.fieldProps("trackingNumber")}
      />
      <p className="text-xs text-muted-foreground">{t("orders.ship.mailNote")}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={transition.isPending}>
          {t("orders.dialog.back")}
        </Button>
        <Button type="submit" variant="luxury" disabled={transition.isPending}>
          {transition.isPending && <Spinner />}
          {t("orders.ship.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ConfirmMove({
  move,
  transition,
  onClose,
}: {
  move: PendingMove;
  transition: Transition;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const callbacks = useMoveCallbacks(move, onClose);
  const formatMoney = useFormatMoney();
  const { order, to } = move;
  const amount = order.charge
    ? formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })
    : formatMoney(order.totalCents, "USD");
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`orders.confirm.${to}.title`)}</DialogTitle>
        <DialogDescription>
          <Trans
            t={t}
            i18nKey={`orders.confirm.${to}.description`}
            values={{ number: order.orderNumber, amount }}
            components={{
              number: <bdi dir="ltr" className="font-medium text-foreground" />,
              amount: <bdi dir="ltr" className="font-medium text-foreground" />,
            }}
          />
        </DialogDescription>
      </DialogHeader>
      {to === "refunded" && (
        <p className="rounded-sm border border-amber-600/30 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("orders.confirm.refunded.stockNote")}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={transition.isPending}>
          {t("orders.dialog.back")}
        </Button>
        <Button
          variant={to === "delivered" ? "luxury" : "destructive"}
          onClick={() => transition.mutate({ id: order.id, to }, callbacks)}
          disabled={transition.isPending}
        >
          {transition.isPending && <Spinner />}
          {t(`orders.confirm.${to}.action`)}
        </Button>
      </DialogFooter>
    </>
  );
}

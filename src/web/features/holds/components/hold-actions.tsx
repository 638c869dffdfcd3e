import CreditCardIcon from "lucide-react/icons/credit-card";
import { useState } from "react";
import { Link } from "react-router";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { isPayable } from "../../../../shared/holds";
import { formatMoney } from "../../../../shared/money";
import { Button, buttonVariants } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/error-messages";
import { type HoldAction, useActOnHold } from "../api/act-on-hold";

type Confirmed = "cancelReservation" | "cancelDeposit" | "withdraw" | "declineCounter";

/** What each asked step does, and the words it is confirmed and announced with. */
const confirmations: Record<
  Confirmed,
  { action: HoldAction; title: string; text: string; confirm: string; done: string }
> = {
  cancelReservation: {
    action: "cancel",
    title: "page.confirm.cancelReservationTitle",
    text: "page.confirm.cancelReservationText",
    confirm: "page.confirm.cancelReservationConfirm",
    done: "page.done.lapsed",
  },
  cancelDeposit: {
    action: "cancel",
    title: "page.confirm.cancelDepositTitle",
    text: "page.confirm.cancelDepositText",
    confirm: "page.confirm.cancelDepositConfirm",
    done: "page.done.refunded",
  },
  withdraw: {
    action: "cancel",
    title: "page.confirm.withdrawTitle",
    text: "page.confirm.withdrawText",
    confirm: "page.confirm.withdrawConfirm",
    done: "page.done.withdrawn",
  },
  declineCounter: {
    action: "decline-counter",
    title: "page.confirm.declineTitle",
    text: "page.confirm.declineText",
    confirm: "page.confirm.declineConfirm",
    done: "page.done.declined",
  },
};

/**
 * The steps open to the shopper now: pay the balance (a held deposit) or at the agreed price (an
 * accepted offer) on the checkout in hold mode; cancel a reservation (refunded) or withdraw an
 * offer; take or refuse a counter-offer. Steps that cannot be undone are confirmed first; the
 * server's refusal (the step no longer applies) is said in words and the page reads the hold again.
 */
export function HoldActions({
  token,
  hold,
  isConfirming,
}: {
  token: string;
  hold: HoldDto;
  /** Back from the provider's page: the deposit is on its way, so it is not offered to cancel. */
  isConfirming: boolean;
}) {
  const { t } = useTranslation("holds");
  const act = useActOnHold(token);
  const [asked, setAsked] = useState<Confirmed>();
  const checkout = `/checkout?hold=${encodeURIComponent(token)}`;

  const run = (action: HoldAction, done: string) =>
    act.mutate(action, {
      onSuccess: () => {
        setAsked(undefined);
        toast.success(t(done));
      },
      onError: (error) => {
        setAsked(undefined);
        toast.error(t("page.actions.failed"), { description: errorMessage(error, t) });
      },
    });

  const isDeposit = hold.kind === "deposit";
  const isCountered = !isDeposit && hold.status === "countered" && hold.counterCents !== null;
  const payLabel = isDeposit ? t("page.actions.payBalance") : t("page.actions.payOffer");
  const cancel: Confirmed | undefined =
    isDeposit && hold.status === "held"
      ? "cancelDeposit"
      : isDeposit && hold.status === "awaiting_deposit" && !isConfirming
        ? "cancelReservation"
        : !isDeposit && (hold.status === "offered" || hold.status === "accepted")
          ? "withdraw"
          : undefined;
  if (!isPayable(hold.status) && !cancel && !isCountered) return null;

  const confirmation = asked ? confirmations[asked] : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-testid="hold-actions">
      {isPayable(hold.status) && (
        <Link
          to={checkout}
          className={cn(buttonVariants({ variant: "luxury", size: "lg" }), "w-full sm:w-auto")}
        >
          <CreditCardIcon aria-hidden="true" />
          {payLabel}
        </Link>
      )}
      {isCountered && hold.counterCents !== null && (
        <>
          <Button
            variant="luxury"
            size="lg"
            className="w-full sm:w-auto"
            disabled={act.isPending}
            onClick={() => run("accept-counter", "page.done.accepted")}
          >
            {act.isPending && act.variables === "accept-counter" && (
              <Spinner className="text-current" aria-hidden="true" />
            )}
            {t("page.actions.acceptCounter", {
              amount: `\u2066${formatMoney(hold.counterCents, "USD")}\u2069`,
            })}
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
            disabled={act.isPending}
            onClick={() => setAsked("declineCounter")}
          >
            {t("page.actions.declineCounter")}
          </Button>
        </>
      )}
      {cancel && (
        <Button
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          disabled={act.isPending}
          onClick={() => setAsked(cancel)}
        >
          {t(`page.actions.${cancel}`)}
        </Button>
      )}
      <ConfirmDialog
        open={confirmation !== undefined}
        onOpenChange={(open) => !open && setAsked(undefined)}
        pending={act.isPending}
        onConfirm={() => {
          if (!asked || !confirmation) return;
          run(confirmation.action, confirmation.done);
        }}
        words={{
          title: confirmation ? t(confirmation.title) : "",
          description: confirmation
            ? t(confirmation.text, { amount: `\u2066${formatMoney(hold.depositCents ?? 0, "USD")}\u2069` })
            : "",
          cancel: t("page.actions.keep"),
          confirm: confirmation ? t(confirmation.confirm) : "",
          working: t("page.actions.working"),
        }}
      />
    </div>
  );
}

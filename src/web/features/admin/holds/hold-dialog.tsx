import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { AdminHoldDto } from "../../../../shared/hold-schemas";
import { holdLimits } from "../../../../shared/hold-schemas";
import { holdEventNotes, isCounterInRange } from "../../../../shared/holds";
import { formatMoney, toMinor } from "../../../../shared/money";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAdminTime } from "../components/format-admin-time";
import type { AdminHoldAction } from "./api/holds";
import { HoldKindBadge, HoldStatusBadge } from "./hold-status-badge";
import { isolated, type StaffStep, staffSteps } from "./hold-words";

const textareaClass =
  "w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive";

const dollars = (cents: number) => formatMoney(cents, "USD");

/** Typed dollars ("9,500", "9500.50") in cents, or undefined when they are not an amount. */
function typedCents(typed: string): number | undefined {
  const clean = typed
    .replaceAll(",", "")
    .replace(/^\s*\$/, "")
    .trim();
  return /^\d{1,9}(?:\.\d{0,2})?$/.test(clean) ? toMinor(clean, "USD") : undefined;
}

/** One step's form: what it will do, an amount for a counter, a reason for a refusal. */
function StepForm({
  hold,
  step,
  pending,
  error,
  onSend,
  onCancel,
}: {
  hold: AdminHoldDto;
  step: StaffStep;
  pending: boolean;
  error: string | undefined;
  onSend: (action: AdminHoldAction) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const offerCents = hold.offerCents ?? 0;
  const priceCents = hold.listing.priceCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === "counter") {
      const cents = typedCents(amount);
      if (cents === undefined || !isCounterInRange(cents, offerCents, priceCents)) {
        setAmountError(
          t("holds.steps.counterRange", {
            offer: isolated(dollars(offerCents)),
            price: isolated(dollars(priceCents)),
          }),
        );
        return;
      }
      setAmountError(undefined);
      return onSend({ action: "counter", amountCents: cents });
    }
    if (step === "decline") return onSend({ action: "decline", reason: reason.trim() || undefined });
    onSend({ action: step });
  };
  const explanation =
    step === "accept"
      ? t("holds.steps.acceptText", { amount: isolated(dollars(offerCents)) })
      : step === "cancel"
        ? t(`holds.steps.cancelText.${hold.kind}`, { amount: isolated(dollars(hold.depositCents ?? 0)) })
        : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-sm border border-border p-4"
      aria-label={t(`holds.steps.${step}`)}
    >
      {explanation && <p className="text-sm">{explanation}</p>}
      {step === "counter" && (
        <FormField
          label={t("holds.steps.counterAmount")}
          htmlFor={`${id}-amount`}
          error={amountError ?? error}
          hint={t("holds.steps.counterRange", {
            offer: isolated(dollars(offerCents)),
            price: isolated(dollars(priceCents)),
          })}
          className="max-w-xs"
        >
          <Input
            id={`${id}-amount`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            maxLength={20}
            className="rtl:text-end"
          />
        </FormField>
      )}
      {step === "decline" && (
        <FormField
          label={t("holds.steps.declineReason")}
          htmlFor={`${id}-reason`}
          error={error}
          hint={t("holds.steps.declineHint")}
        >
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={holdLimits.reason}
            dir="auto"
            className={textareaClass}
          />
        </FormField>
      )}
      {(step === "accept" || step === "cancel") && error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t("holds.steps.mailedIn", {
          language: t(`tradeIns.languages.${hold.language === "ar" ? "ar" : "en"}`),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={step === "cancel" ? "destructive" : "luxury"} disabled={pending}>
          {pending && <Spinner className="size-4 text-current" aria-hidden="true" />}
          {t(`holds.steps.confirm.${step}`)}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t("holds.steps.back")}
        </Button>
      </div>
    </form>
  );
}

/** One hold for staff: the watch, the shopper and their message, the amounts, every step, and the answers. */
export function HoldDialog({
  hold,
  pending,
  error,
  onAct,
  onOpenChange,
}: {
  hold: AdminHoldDto | undefined;
  pending: boolean;
  error: string | undefined;
  onAct: (hold: AdminHoldDto, action: AdminHoldAction, done: () => void) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const [step, setStep] = useState<StaffStep>();
  const steps = hold ? staffSteps(hold) : [];
  const row = (term: string, value: ReactNode) => (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </>
  );
  // A code the shop words in both languages, or the reason staff typed when declining, as typed.
  const noteWords = (note: string) =>
    (holdEventNotes as readonly string[]).includes(note) ? t(`holds.notes.${note}`) : note;
  const money = (cents: number | null) => (cents === null ? null : <bdi dir="ltr">{dollars(cents)}</bdi>);
  return (
    <Dialog
      open={hold !== undefined}
      onOpenChange={(open) => {
        if (!open) setStep(undefined);
        onOpenChange(open);
      }}
    >
      <DialogContent
        className="max-h-[90dvh] max-w-2xl gap-5 overflow-y-auto p-5 sm:p-8"
        data-testid="hold-dialog"
      >
        {hold && (
          <>
            <DialogHeader className="pe-6">
              <DialogTitle className="break-words">
                <bdi>{hold.listing.title}</bdi>
              </DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <HoldKindBadge kind={hold.kind} />
                <HoldStatusBadge status={hold.status} />
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {row(
                t("holds.details.watch"),
                hold.listing.slug ? (
                  <Link
                    to={`/watch/${hold.listing.slug}`}
                    className="text-gold-dark underline underline-offset-4"
                  >
                    <bdi>{hold.listing.title}</bdi>
                  </Link>
                ) : (
                  <bdi>{hold.listing.title}</bdi>
                ),
              )}
              {row(
                t("holds.details.shopper"),
                <>
                  <bdi>{hold.name}</bdi>{" "}
                  <a
                    href={`mailto:${hold.email}`}
                    dir="ltr"
                    className="text-gold-dark underline underline-offset-4"
                  >
                    {hold.email}
                  </a>
                  {hold.phone && (
                    <>
                      {" · "}
                      <a
                        href={`tel:${hold.phone}`}
                        dir="ltr"
                        className="text-gold-dark underline underline-offset-4"
                      >
                        {hold.phone}
                      </a>
                    </>
                  )}
                </>,
              )}
              {row(
                t("holds.details.language"),
                t(`tradeIns.languages.${hold.language === "ar" ? "ar" : "en"}`),
              )}
              {row(t("holds.details.price"), money(hold.listing.priceCents))}
              {hold.offerCents !== null && row(t("holds.details.offer"), money(hold.offerCents))}
              {hold.counterCents !== null && row(t("holds.details.counter"), money(hold.counterCents))}
              {hold.agreedPriceCents !== null && row(t("holds.details.agreed"), money(hold.agreedPriceCents))}
              {hold.depositCents !== null && row(t("holds.details.deposit"), money(hold.depositCents))}
              {hold.expiresAt &&
                row(
                  t("holds.details.until"),
                  <time dateTime={hold.expiresAt}>
                    {formatAdminTime(hold.expiresAt, i18n.language, true)}
                  </time>,
                )}
              {hold.orderNumber && row(t("holds.details.order"), <bdi dir="ltr">{hold.orderNumber}</bdi>)}
              {hold.paymentProvider && row(t("holds.details.provider"), hold.paymentProvider)}
              {hold.note &&
                row(
                  t("holds.details.note"),
                  <span dir="auto" className="whitespace-pre-wrap">
                    {hold.note}
                  </span>,
                )}
            </dl>
            {hold.refundError && (
              <p
                role="note"
                className="rounded-sm border border-destructive/25 bg-destructive/5 px-4 py-3 text-sm"
              >
                {t("holds.refundError")}
              </p>
            )}
            <section className="grid gap-3" aria-label={t("holds.details.timeline")}>
              <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
                {t("holds.details.timeline")}
              </h3>
              <ol
                className="grid gap-3 border-s border-gold/50 ps-4 text-sm"
                data-testid="admin-hold-timeline"
              >
                {hold.events.map((event) => (
                  <li key={`${event.toStatus}-${event.at}`} className="grid gap-0.5">
                    <span className="font-medium">
                      {t(`holds.status.${event.toStatus}`)}
                      {event.amountCents !== null && <> · {money(event.amountCents)}</>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <time dateTime={event.at}>{formatAdminTime(event.at, i18n.language, true)}</time>
                      {" · "}
                      {event.actorName ? <bdi>{event.actorName}</bdi> : t(`holds.actors.${event.actor}`)}
                      {event.note && (
                        <>
                          {" · "}
                          <span dir="auto">{noteWords(event.note)}</span>
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
            {step ? (
              <StepForm
                key={step}
                hold={hold}
                step={step}
                pending={pending}
                error={error}
                onSend={(action) => onAct(hold, action, () => setStep(undefined))}
                onCancel={() => setStep(undefined)}
              />
            ) : (
              steps.length > 0 && (
                <DialogFooter className="flex-wrap gap-2 sm:justify-start">
                  {steps.map((next) => (
                    <Button
                      key={next}
                      variant={next === "accept" ? "luxury" : next === "cancel" ? "destructive" : "outline"}
                      onClick={() => setStep(next)}
                    >
                      {t(`holds.steps.${next}`)}
                    </Button>
                  ))}
                </DialogFooter>
              )
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { type ReactNode, useId, useState } from "react";
import type { AdminHoldDto } from "../../../../shared/hold-schemas";
import { holdLimits } from "../../../../shared/hold-schemas";
import { holdEventNotes, isCounterInRange } from "../../../../shared/holds";
import { formatMoney, toMinor } from "../../../../shared/money";
import { DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import { AnswerForm } from "../components/answer-form";
import { ContactLinks } from "../components/contact-links";
import { DetailList, DetailRow } from "../components/detail-list";
import { formatAdminTime } from "../components/format-admin-time";
import { AnswerChoices, RecordDialog } from "../components/record-dialog";
import { StaffTextarea } from "../components/staff-textarea";
import { WatchLink } from "../components/watch-link";
import type { AdminHoldAction } from "./api/holds";
import { HoldKindBadge, HoldStatusBadge } from "./hold-status-badge";
import { isolated, type StaffStep, staffSteps } from "./hold-words";

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
  const submit = () => {
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
    <AnswerForm
      label={t(`holds.steps.${step}`)}
      onSubmit={submit}
      alert={step === "accept" || step === "cancel" ? error : undefined}
      mailedIn={t("holds.steps.mailedIn", {
        language: t(`tradeIns.languages.${hold.language === "ar" ? "ar" : "en"}`),
      })}
      pending={pending}
      submitLabel={t(`holds.steps.confirm.${step}`)}
      submitVariant={step === "cancel" ? "destructive" : "luxury"}
      backLabel={t("holds.steps.back")}
      onBack={onCancel}
      lockBackWhilePending
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
          <StaffTextarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={holdLimits.reason}
          />
        </FormField>
      )}
    </AnswerForm>
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
  const row = (term: string, value: ReactNode) => <DetailRow term={term}>{value}</DetailRow>;
  // A code the shop words in both languages, or the reason staff typed when declining, as typed.
  const noteWords = (note: string) =>
    (holdEventNotes as readonly string[]).includes(note) ? t(`holds.notes.${note}`) : note;
  const money = (cents: number | null) => (cents === null ? null : <bdi dir="ltr">{dollars(cents)}</bdi>);
  return (
    <RecordDialog
      open={hold !== undefined}
      onOpenChange={onOpenChange}
      onClose={() => setStep(undefined)}
      testId="hold-dialog"
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
          <DetailList>
            {row(
              t("holds.details.watch"),
              <WatchLink
                slug={hold.listing.slug}
                title={hold.listing.title}
                fallback={<bdi>{hold.listing.title}</bdi>}
              />,
            )}
            {row(
              t("holds.details.shopper"),
              <ContactLinks name={hold.name} email={hold.email} phone={hold.phone} />,
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
                <time dateTime={hold.expiresAt}>{formatAdminTime(hold.expiresAt, i18n.language, true)}</time>,
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
          </DetailList>
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
            <ol className="grid gap-3 border-s border-gold/50 ps-4 text-sm" data-testid="admin-hold-timeline">
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
            <AnswerChoices
              choices={steps}
              label={(next) => t(`holds.steps.${next}`)}
              variant={(next) =>
                next === "accept" ? "luxury" : next === "cancel" ? "destructive" : "outline"
              }
              onChoose={setStep}
            />
          )}
        </>
      )}
    </RecordDialog>
  );
}

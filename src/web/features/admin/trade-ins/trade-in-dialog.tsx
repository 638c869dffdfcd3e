import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import {
  canMoveTradeIn,
  declinedPhotoRetentionDays,
  type TradeInAction,
  tradeInActions,
} from "../../../../shared/trade-in-lifecycle";
import type { TradeInActionInput, TradeInDto } from "../../../../shared/trade-in-schemas";
import { DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatMoney } from "../../../lib/use-format-money";
import { AnswerForm } from "../components/answer-form";
import { ContactLinks } from "../components/contact-links";
import { DetailList, DetailRow } from "../components/detail-list";
import { formatAdminTime } from "../components/format-admin-time";
import { AnswerChoices, RecordDialog } from "../components/record-dialog";
import { StaffTextarea } from "../components/staff-textarea";
import { WatchLink } from "../components/watch-link";
import { tradeInPhotoUrl } from "./api/trade-ins";
import { TradeInStatusBadge } from "./status-badge";
import { estimateLine } from "./trade-in-words";

const actionOrder: TradeInAction[] = ["offer", "counter", "decline", "buy"];

/** The form of one answer: an amount for an offer or a counter, words for a counter or a refusal. */
function ActionForm({
  request,
  action,
  pending,
  error,
  onSend,
  onCancel,
}: {
  request: TradeInDto;
  action: TradeInAction;
  pending: boolean;
  error: string | undefined;
  onSend: (action: TradeInActionInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<"USD" | "KWD">(request.offer?.currency ?? "USD");
  const [message, setMessage] = useState("");
  const hasAmount = action === "offer" || action === "counter";
  const hasMessage = action === "counter" || action === "decline";
  const submit = () => {
    if (action === "buy") return onSend({ action });
    if (action === "decline") return onSend({ action, message });
    if (action === "offer") return onSend({ action, amount, currency });
    onSend({ action, amount, currency, message });
  };
  return (
    <AnswerForm
      label={t(`tradeIns.actions.${action}`)}
      onSubmit={submit}
      alert={!hasAmount && !hasMessage ? error : undefined}
      mailedIn={t("tradeIns.actions.mailedIn", { language: t(`tradeIns.languages.${request.language}`) })}
      pending={pending}
      submitLabel={action === "buy" ? t("tradeIns.actions.buy") : t("tradeIns.actions.send")}
      backLabel={t("tradeIns.actions.cancel")}
      onBack={onCancel}
    >
      {action === "buy" && request.offer && (
        <p className="text-sm">
          {t("tradeIns.actions.buyConfirm", {
            amount: `\u2066${formatMoney(request.offer.minor, request.offer.currency)}\u2069`,
          })}
        </p>
      )}
      {hasAmount && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("tradeIns.actions.amount")} htmlFor={`${id}-amount`} error={error}>
            <Input
              id={`${id}-amount`}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              dir="ltr"
              maxLength={20}
              className="rtl:text-end"
            />
          </FormField>
          <FormField label={t("tradeIns.actions.currency")} htmlFor={`${id}-currency`}>
            <NativeSelect
              id={`${id}-currency`}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as "USD" | "KWD")}
            >
              {(["USD", "KWD"] as const).map((code) => (
                <option key={code} value={code}>
                  {t(`tradeIns.actions.currencies.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      {hasMessage && (
        <FormField
          label={t(
            action === "counter" ? "tradeIns.actions.counterMessage" : "tradeIns.actions.declineReason",
          )}
          htmlFor={`${id}-message`}
          error={hasAmount ? undefined : error}
        >
          <StaffTextarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            maxLength={1000}
          />
        </FormField>
      )}
    </AnswerForm>
  );
}

/** One request: the watch, the seller, the evidence they were shown, their private photos, and the answers. */
export function TradeInDialog({
  request,
  pending,
  error,
  onAct,
  onOpenChange,
}: {
  request: TradeInDto | undefined;
  pending: boolean;
  error: string | undefined;
  onAct: (request: TradeInDto, action: TradeInActionInput, done: () => void) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const [action, setAction] = useState<TradeInAction>();
  const allowed = request
    ? actionOrder.filter((next) => canMoveTradeIn(request.status, tradeInActions[next]))
    : [];
  const watch = request ? [request.brand, request.model, request.reference].filter(Boolean).join(" ") : "";
  const row = (term: string, value: ReactNode) => <DetailRow term={term}>{value}</DetailRow>;
  return (
    <RecordDialog
      open={request !== undefined}
      onOpenChange={onOpenChange}
      onClose={() => setAction(undefined)}
    >
      {request && (
        <>
          <DialogHeader>
            <DialogTitle className="break-words">
              <bdi>{watch}</bdi>
            </DialogTitle>
            <DialogDescription>{estimateLine(request, t, i18n.language)}</DialogDescription>
          </DialogHeader>
          <DetailList>
            {row(t("tradeIns.details.watch"), <bdi>{watch}</bdi>)}
            {request.year !== null && row(t("tradeIns.details.year"), request.year)}
            {row(t("tradeIns.details.condition"), t(`storefront:conditions.${request.condition}`))}
            {row(t("tradeIns.details.boxPapers"), t(`storefront:boxPapers.${request.boxPapers}`))}
            {row(
              t("tradeIns.details.contact"),
              <ContactLinks name={request.name} email={request.email} phone={request.phone} />,
            )}
            {row(t("tradeIns.details.language"), t(`tradeIns.languages.${request.language}`))}
            {row(
              t("tradeIns.details.received"),
              <time dateTime={request.createdAt}>
                {formatAdminTime(request.createdAt, i18n.language, true)}
              </time>,
            )}
            {row(t("tradeIns.statusLabel"), <TradeInStatusBadge status={request.status} />)}
            {request.asking &&
              row(t("tradeIns.details.asking"), formatMoney(request.asking.minor, request.asking.currency))}
            {request.tradeFor &&
              row(
                t("tradeIns.details.tradeFor"),
                <WatchLink
                  slug={request.tradeFor.slug}
                  title={request.tradeFor.title}
                  fallback={t("tradeIns.details.tradeForGone", { title: request.tradeFor.title })}
                />,
              )}
            {request.offer &&
              row(t("tradeIns.details.offer"), formatMoney(request.offer.minor, request.offer.currency))}
            {request.staffMessage &&
              row(
                t("tradeIns.details.message"),
                <span dir="auto" className="whitespace-pre-wrap">
                  {request.staffMessage}
                </span>,
              )}
            {request.inventoryItemId &&
              row(
                t("tradeIns.status.bought"),
                <Link to="/admin/inventory" className="text-gold-dark underline underline-offset-4">
                  {t("tradeIns.details.inventory")}
                </Link>,
              )}
          </DetailList>
          <section className="grid gap-2" aria-label={t("tradeIns.details.photos")}>
            <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
              {t("tradeIns.details.photos")}
            </h3>
            {request.photos.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("tradeIns.details.noPhotos")}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {request.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a href={tradeInPhotoUrl(request.id, photo.id)} target="_blank" rel="noreferrer">
                      <img
                        src={tradeInPhotoUrl(request.id, photo.id)}
                        alt={t("tradeIns.details.photoAlt", { number: index + 1 })}
                        loading="lazy"
                        className="aspect-square w-full rounded-sm border border-border object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {request.status === "declined" && (
              <p className="text-xs text-muted-foreground">
                {t("tradeIns.details.photoRetention", { days: declinedPhotoRetentionDays })}
              </p>
            )}
          </section>
          {action ? (
            <ActionForm
              key={action}
              request={request}
              action={action}
              pending={pending}
              error={error}
              onSend={(input) => onAct(request, input, () => setAction(undefined))}
              onCancel={() => setAction(undefined)}
            />
          ) : (
            <AnswerChoices
              choices={allowed}
              label={(next) => t(`tradeIns.actions.${next}`)}
              variant={(next) => (next === "buy" ? "luxury" : "outline")}
              onChoose={setAction}
            />
          )}
        </>
      )}
    </RecordDialog>
  );
}

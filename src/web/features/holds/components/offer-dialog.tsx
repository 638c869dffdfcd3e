import "../holds-i18n";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  type HoldTermsDto,
  holdLimits,
  type OfferRequest,
  offerRequestSchema,
} from "../../../../shared/hold-schemas";
import { formatMoney, formatPrice, fromUsd } from "../../../../shared/money";
import { Button, buttonVariants } from "../../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FieldLabel } from "../../../components/ui/field-label";
import { FormField } from "../../../components/ui/form-field";
import { HoneypotField } from "../../../components/ui/honeypot-field";
import { Input } from "../../../components/ui/input";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import type { Message } from "../../../lib/message";
import { useMakeOffer } from "../api/make-offer";
import { fieldErrors, refusalOf, useAsker } from "../lib/contact-form";
import { checkOfferAmount, typedDollars } from "../lib/offer-amount";
import { rememberHold } from "../lib/remembered-holds";
import { useRefusal } from "../lib/use-refusal";
import { type ContactField, ContactFields } from "./contact-fields";
import { type HoldDialogProps, HoldFormDialog } from "./hold-form-dialog";
import { RefusalAlert } from "./refusal-alert";
import { SendFooter } from "./send-footer";

type Field = ContactField | "amountCents" | "note";

const textareaClass =
  "w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive";

const dollars = (cents: number) => formatMoney(cents, "USD");

/**
 * Issue 31: make an offer. The amount is typed in US dollars, the currency the shop sells and
 * charges in, so the price agreed is the one paid; a shopper reading prices in another currency
 * sees the amount converted as they type. The bounds (half the price up to just below it) are
 * said before and checked as the server checks them; `website` is the honeypot. Once sent, the
 * dialog says so and links to the offer's own page.
 */
export function OfferDialog({
  watch,
  bounds,
  usePrefill,
  open,
  onOpenChange,
}: HoldDialogProps & { bounds: NonNullable<HoldTermsDto["offers"]> }) {
  const { t } = useTranslation("holds");
  const id = useId();
  const { contact, shown, asker } = useAsker(usePrefill);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [website, setWebsite] = useState("");
  const [sent, setSent] = useState<{ token: string; cents: number; email: string }>();
  const offer = useMakeOffer();
  const alertId = `${id}-alert`;
  const fieldId = (field: Field) => `${id}-${field === "amountCents" ? "amount" : field}`;
  const typedCents = typedDollars(amount);
  const { failure, refuse, errorOf, clearError } = useRefusal<Field>(
    ["amountCents", "note", "name", "phone", "email"],
    fieldId,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    const checked = checkOfferAmount(amount, bounds);
    const request: OfferRequest = {
      ...asker(),
      amountCents: checked.cents ?? 0,
      note,
      website,
    };
    const parsed = offerRequestSchema.safeParse(request);
    const found = parsed.success ? new Map<Field, Message>() : fieldErrors<Field>(parsed.error);
    if (checked.error) found.set("amountCents", checked.error);
    if (found.size > 0) return refuse(undefined, found);
    refuse(undefined, new Map());
    offer.mutate(
      { listingId: watch.id, request },
      {
        onSuccess: ({ token }) => {
          rememberHold(token, watch.id);
          setSent({ token, cents: request.amountCents, email: contact.values.email.trim() });
        },
        onError: (error) => {
          const refused = refusalOf<Field>(error);
          refuse(refused.form, refused.fields);
        },
      },
    );
  };

  const label = (key: "offer.amount" | "offer.note", required: boolean) => (
    <FieldLabel
      text={t(key)}
      required={required}
      requiredText={t("fields.required")}
      optionalText={t("fields.optional")}
    />
  );

  return (
    <HoldFormDialog open={open} onOpenChange={onOpenChange} busy={offer.isPending} testId="offer-dialog">
      {sent ? (
        <div className="grid gap-5" role="status">
          <DialogHeader className="pe-6">
            <CircleCheckIcon className="size-8 text-emerald-700 max-sm:mx-auto" aria-hidden="true" />
            <DialogTitle>{t("offer.sentTitle")}</DialogTitle>
            <DialogDescription>
              <Trans
                t={t}
                i18nKey="offer.sentText"
                values={{ amount: dollars(sent.cents), email: sent.email }}
                components={{
                  amount: <bdi dir="ltr" className="font-medium text-foreground tabular-nums" />,
                }}
              />
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("offer.close")}
            </Button>
            <Link to={`/holds/${sent.token}`} className={cn(buttonVariants({ variant: "luxury" }))}>
              {t("offer.follow")}
            </Link>
          </DialogFooter>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={offer.isPending} className="grid gap-5">
          <DialogHeader className="pe-6">
            <DialogTitle>{t("offer.title")}</DialogTitle>
            <DialogDescription>{t("offer.description", { title: watch.title })}</DialogDescription>
          </DialogHeader>
          <RefusalAlert id={alertId} failure={failure} />
          <FormField
            label={label("offer.amount", true)}
            htmlFor={fieldId("amountCents")}
            error={errorOf("amountCents")}
            hint={
              <>
                <Trans
                  t={t}
                  i18nKey="offer.bounds"
                  values={{
                    min: dollars(bounds.minimumCents),
                    max: dollars(bounds.maximumCents),
                    price: dollars(watch.priceCents),
                  }}
                  components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
                />
                {shown.currency !== "USD" && typedCents !== undefined && (
                  <span className="mt-1 block" aria-live="polite" data-testid="offer-converted">
                    <Trans
                      t={t}
                      i18nKey="offer.converted"
                      values={{
                        amount: formatPrice(fromUsd(typedCents, shown.currency, shown.rate), shown.currency, {
                          symbol: t(`common:currencySymbol.${shown.currency}`),
                        }),
                      }}
                      components={{
                        amount: <bdi dir="ltr" className="font-medium text-foreground tabular-nums" />,
                      }}
                    />
                  </span>
                )}
              </>
            }
          >
            <Input
              id={fieldId("amountCents")}
              name="amount"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                clearError("amountCents");
              }}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              dir="ltr"
              placeholder="$"
              className="rtl:text-end"
              aria-describedby={failure ? alertId : undefined}
            />
          </FormField>
          <FormField
            label={label("offer.note", false)}
            htmlFor={fieldId("note")}
            error={errorOf("note")}
            hint={t("offer.noteHint")}
          >
            <textarea
              id={fieldId("note")}
              name="note"
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                clearError("note");
              }}
              rows={3}
              maxLength={holdLimits.note}
              dir="auto"
              className={textareaClass}
            />
          </FormField>
          <ContactFields idPrefix={id} contact={contact} errorOf={errorOf} clearError={clearError} />
          <HoneypotField
            id={`${id}-website`}
            label={t("fields.website")}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
          <SendFooter
            busy={offer.isPending}
            onCancel={() => onOpenChange(false)}
            sendLabel={t("offer.submit")}
            sendingLabel={t("offer.sending")}
          />
        </form>
      )}
    </HoldFormDialog>
  );
}

import "../save-search-i18n";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type AlertChannelChoice,
  type AlertFrequency,
  alertFrequencies,
  type SavedSearchQuery,
} from "../../../../shared/alerts";
import type { ListingQuery } from "../../../../shared/catalog-api";
import { isLanguage } from "../../../../shared/i18n";
import { isReachable } from "../../../../shared/whatsapp";
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
import { toast } from "../../../components/ui/toast";
import { SearchSummary } from "../../../components/watch/search-summary";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import { errorMessage } from "../../../lib/error-messages";
import { readGuestEmail } from "../../../lib/guest-email";
import { useSession } from "../../../lib/session/session";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useAlertOptions } from "../api/get-alert-options";
import { useWhatsAppNumber } from "../api/get-whatsapp-number";
import { useSaveGuestSearch } from "../api/save-guest-search";
import { useSaveSearch } from "../api/save-search";

/** The page's query as a search keeps it: its words and filters, not its page. */
function savedQueryOf({ cursor: _cursor, limit: _limit, ...query }: ListingQuery): SavedSearchQuery {
  return query;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Issue 30: saves the collection's search with how often to hear of new watches. Signed in, the
 * alerts begin at once (saving is the consent); a guest gives an address and is mailed a link to
 * confirm it before anything else is sent. Only the channels the shop can send through are
 * offered: e-mail until WhatsApp is configured, and WhatsApp (or both) only to a signed-in shopper
 * whose number is confirmed; one without is shown the way to add it.
 */
export function SaveSearchDialog({
  query,
  open,
  onOpenChange,
}: {
  query: ListingQuery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("alerts");
  const navigate = useNavigate();
  const { session } = useSession();
  const options = useAlertOptions();
  const whatsApp = useWhatsAppNumber(Boolean(session));
  const offered = options.data?.channels ?? ["email"];
  const hasNumber = Boolean(session) && isReachable(whatsApp.data?.number);
  const usable = offered.filter((value) => value !== "whatsapp" || hasNumber);
  const channels: AlertChannelChoice[] = usable.length > 1 ? [...usable, "both"] : usable;
  const isWhatsAppWithoutNumber = Boolean(session) && offered.includes("whatsapp") && !hasNumber;
  const [chosen, setChannel] = useState<AlertChannelChoice>("email");
  // A choice the dialog no longer offers (the number was removed meanwhile) falls back to e-mail.
  const channel = channels.includes(chosen) ? chosen : "email";
  const [frequency, setFrequency] = useState<AlertFrequency>("instant");
  const [email, setEmail] = useState(readGuestEmail);
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const save = useSaveSearch();
  const saveGuest = useSaveGuestSearch();
  const action = usePendingAction();
  const ids = { email: useId(), frequency: useId(), channel: useId(), consent: useId() };
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  // Issue 30: the alerts tell prices in the currency the shopper reads them in now.
  const { currency: displayCurrency } = useShownCurrency();
  const saved = savedQueryOf(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const address = email.trim();
    if (!session) {
      const invalid = !address
        ? "validation.emailRequired"
        : looksLikeEmail(address)
          ? ""
          : "validation.invalidEmail";
      setEmailError(invalid ? t(invalid) : undefined);
      if (invalid) return;
    }
    void action.run(async () => {
      try {
        if (session) {
          await save.mutateAsync({ query: saved, channel, frequency, language, displayCurrency });
          toast.success(t("save.saved"), {
            description: t(`save.savedText.${channel}`),
            action: { label: t("save.manage"), onClick: () => void navigate("/account/alerts") },
          });
        } else {
          await saveGuest.mutateAsync({
            query: saved,
            channel,
            frequency,
            language,
            displayCurrency,
            email: address,
          });
          toast.success(t("save.pending"), { description: t("save.pendingText", { email: address }) });
        }
        onOpenChange(false);
      } catch (cause) {
        setFailure(errorMessage(cause, t, "alerts:save.failed"));
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="save-search-dialog">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{t("save.title")}</DialogTitle>
            <DialogDescription>{t(`save.description.${channel}`)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <p className="text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
              {t("save.searchLabel")}
            </p>
            <SearchSummary t={t} query={saved} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
              {t("save.frequency")}
            </legend>
            {alertFrequencies.map((value) => (
              <label key={value} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="radio"
                  name={ids.frequency}
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                  className="size-4 shrink-0 accent-gold-dark"
                />
                {t(`save.frequencies.${value}`)}
              </label>
            ))}
          </fieldset>
          {channels.length > 1 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
                {t("save.channel")}
              </legend>
              {channels.map((value) => (
                <label key={value} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name={ids.channel}
                    value={value}
                    checked={channel === value}
                    onChange={() => setChannel(value)}
                    className="size-4 shrink-0 accent-gold-dark"
                  />
                  {t(`save.channels.${value}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="text-sm">
              <span className="text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
                {t("save.channel")}
              </span>{" "}
              <span>{t("save.channels.email")}</span>
            </p>
          )}
          {isWhatsAppWithoutNumber && whatsApp.isSuccess && (
            <p className="text-sm leading-relaxed text-muted-foreground" data-testid="add-whatsapp">
              {t("save.whatsAppNeedsNumber")}{" "}
              <Link
                to="/account/alerts"
                onClick={() => onOpenChange(false)}
                className="font-medium text-foreground underline underline-offset-4 outline-none hover:text-gold-dark focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t("save.addWhatsApp")}
              </Link>
            </p>
          )}
          {!session && (
            <FormField
              label={t("save.email")}
              htmlFor={ids.email}
              error={emailError}
              hint={t("save.emailHint")}
            >
              <Input
                id={ids.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
          )}
          <p id={ids.consent} className="text-xs leading-relaxed text-muted-foreground">
            {t("save.consent")}
            {channel !== "email" && ` ${t("whatsapp.stop")}`}
          </p>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("save.cancel")}
            </Button>
            <Button type="submit" variant="luxury" disabled={action.isPending}>
              {action.isPending && <Spinner aria-hidden="true" />}
              {action.isPending ? t("save.saving") : t(session ? "save.submit" : "save.submitGuest")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

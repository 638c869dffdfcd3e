import TriangleAlertIcon from "lucide-react/icons/triangle-alert";
import { useId } from "react";
import type { ExchangeRatesDto } from "../../../../shared/display-currencies";
import { formatRate } from "../../../../shared/money";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatAdminTime } from "../components/format-admin-time";
import { useExchangeRates } from "./api/get-exchange-rates";

type Row = ExchangeRatesDto["currencies"][number];

const stateTone: Record<Row["state"], string> = {
  pegged: "text-muted-foreground",
  fetched: "text-emerald-800",
  shop: "text-muted-foreground",
  stale: "text-destructive font-medium",
  missing: "text-muted-foreground",
};

/** A rate's day (YYYY-MM-DD) in the staff's language, Latin digits as everywhere in the back office. */
const dayText = (date: string, language: string) => formatAdminTime(`${date}T12:00:00Z`, language);

/**
 * Issue 30: the currencies shoppers may read prices in, each rate with its source and date, as the
 * storefront uses them now; a fetched rate older than a week is flagged here (and never shown to
 * shoppers), as is a daily source that failed.
 */
export function ExchangeRatesPanel() {
  const { t, i18n } = useTranslation("admin");
  const rates = useExchangeRates();
  const id = useId();

  return (
    <section
      aria-labelledby={id}
      className="mb-6 grid gap-4 rounded-md border border-border bg-card p-5 shadow-xs sm:p-7"
      data-testid="exchange-rates"
    >
      <div>
        <h2 id={id} className="font-display text-xl font-medium">
          {t("settings.rates.title")}
        </h2>
        <p className="mt-1.5 text-sm text-muted-foreground">{t("settings.rates.intro")}</p>
      </div>
      {rates.isPending && <Spinner label={t("settings.loading")} className="mx-auto my-6" />}
      {rates.isError && <p className="text-sm text-destructive">{t("settings.rates.loadFailed")}</p>}
      {rates.data && <ExchangeRatesView rates={rates.data} language={i18n.language} />}
    </section>
  );
}

/** The rates as they stand: a warning naming the stale ones, the table, and the daily fetch. */
export function ExchangeRatesView({ rates, language }: { rates: ExchangeRatesDto; language: string }) {
  const { t } = useTranslation("admin");
  // Every fetched rate past a week, the dinar's too while the shop's own rate stands in for it.
  const stale = rates.currencies.filter((row) => row.fetched?.stale);
  return (
    <>
      <RateProblems
        lines={
          stale.length > 0
            ? [
                t("settings.rates.staleWarning", {
                  currencies: stale
                    .map((row) => t(`common:currency.names.${row.currency}`))
                    .join(language === "ar" ? "، " : ", "),
                }),
              ]
            : []
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-border text-start text-xs uppercase tracking-[0.12em] text-muted-foreground">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("settings.rates.currency")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("settings.rates.rate")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("settings.rates.source")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("settings.rates.date")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("settings.rates.status")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.currencies.map((row) => (
              <tr key={row.currency} className="border-b border-border/60 align-top last:border-0">
                <th scope="row" className="py-2.5 pe-3 text-start font-medium">
                  {t(`common:currency.names.${row.currency}`)}{" "}
                  <bdi dir="ltr" className="text-xs text-muted-foreground">
                    {row.currency}
                  </bdi>
                </th>
                <td className="py-2.5 pe-3 tabular-nums">
                  {row.shown ? (
                    <bdi dir="ltr">{formatRate(row.shown.rate)}</bdi>
                  ) : (
                    t("settings.rates.notOffered")
                  )}
                </td>
                <td className="py-2.5 pe-3">
                  {row.shown ? t(`settings.rates.sources.${row.shown.source}`) : "—"}
                </td>
                <td className="py-2.5 pe-3 tabular-nums">
                  {row.shown?.date ? dayText(row.shown.date, language) : "—"}
                </td>
                <td className="py-2.5">
                  <span className={cn(stateTone[row.state])}>{t(`settings.rates.state.${row.state}`)}</span>
                  <FetchedNote row={row} language={language} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FetchStatus fetching={rates.fetching} language={language} />
    </>
  );
}

/** Beside the dinar the shop's rate overrides, or a stale rate, the fetched rate it is not using. */
function FetchedNote({ row, language }: { row: Row; language: string }) {
  const { t } = useTranslation("admin");
  const fetched = row.fetched;
  if (!fetched || row.state === "fetched" || row.state === "pegged") return null;
  const values = { rate: formatRate(fetched.rate), date: dayText(fetched.date, language) };
  return (
    <span className="mt-0.5 block text-xs text-muted-foreground">
      {row.state === "shop"
        ? t("settings.rates.overrides", values)
        : t("settings.rates.staleFetched", values)}
    </span>
  );
}

/** Whether a daily source is set, when the last complete fetch was, and which source failed why. */
function FetchStatus({ fetching, language }: { fetching: ExchangeRatesDto["fetching"]; language: string }) {
  const { t } = useTranslation("admin");
  if (fetching.sources.length === 0)
    return <p className="text-xs text-muted-foreground">{t("settings.rates.notConfigured")}</p>;
  return (
    <div className="grid gap-1.5 text-xs text-muted-foreground">
      <p className="flex flex-wrap items-center gap-2">
        {fetching.sources.map((source) => (
          <Badge key={source} variant="outline">
            {t(`settings.rates.sourceNames.${source}`)}
          </Badge>
        ))}
        <span>
          {fetching.lastSuccessAt
            ? t("settings.rates.lastFetched", {
                date: formatAdminTime(fetching.lastSuccessAt, language, true),
              })
            : t("settings.rates.neverFetched")}
        </span>
      </p>
      <RateProblems
        lines={fetching.failures.map((failure) =>
          t("settings.rates.failed", {
            source: t(`settings.rates.sourceNames.${failure.source}`),
            reason: t(`settings.rates.reasons.${failure.reason}`),
          }),
        )}
      />
    </div>
  );
}

/**
 * What staff must look into, one line each, flagged alike wherever it stands: the rates past a
 * week (never shown to shoppers) and the daily sources whose last try failed. Nothing when none.
 */
function RateProblems({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-sm border border-destructive/40 bg-destructive/5 px-3.5 py-2.5 text-sm text-foreground"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <ul className="grid gap-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

import { useMemo } from "react";
import {
  changePercent,
  presetRange,
  type ReportDto,
  type ReportFigures,
  type ReportGrouping,
  type ReportPeriodDto,
  type ReportPreset,
  reportGroupings,
  reportPresets,
  reportQuerySchema,
} from "../../../../shared/reports";
import { shopDay } from "../../../../shared/shop-time";
import { dayLabel, monthLabel } from "../../../components/charts/chart-format";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { type Column, DataTable } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useMessage } from "../../../lib/use-message";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { validationMessage } from "../../../lib/validation-messages";
import { AdminPage } from "../components/admin-page";
import { FigureCard } from "../components/figure-card";
import { Kwd } from "../components/kwd";
import { useReport } from "./reports-api";

/** The page opens on the last 30 days, by day; its range lives in the address, to be bookmarked. */
const defaults = presetRange("last30", shopDay(new Date()));
const choices = { by: reportGroupings };

/**
 * Issue 28: revenue, sales, the average sale and the margin of a chosen range of the shop's days,
 * by day, week or month, each beside the same number of days just before. In KWD, from the one
 * revenue of src/shared/revenue.ts.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation("admin");
  const say = useMessage();
  const [range, setRange] = useUrlFilters(defaults, choices);
  const parsed = useMemo(() => reportQuerySchema.safeParse(range), [range]);
  const report = useReport(parsed.success ? parsed.data : undefined);
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const choose = (preset: ReportPreset) => setRange(presetRange(preset, shopDay(new Date())));

  return (
    <AdminPage className="grid gap-6" title={t("reports.title")} intro={t("reports.intro")}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("reports.presetsLabel")}</legend>
        {reportPresets.map((preset) => (
          <Button key={preset} variant="outline" size="sm" onClick={() => choose(preset)}>
            {t(`reports.presets.${preset}`)}
          </Button>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t("reports.from")} htmlFor="report-from">
          <Input
            id="report-from"
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </FormField>
        <FormField label={t("reports.to")} htmlFor="report-to">
          <Input
            id="report-to"
            type="date"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </FormField>
        <FormField label={t("reports.by")} htmlFor="report-by">
          <NativeSelect
            id="report-by"
            value={range.by}
            onChange={(event) => setRange({ ...range, by: event.target.value as ReportGrouping })}
          >
            {reportGroupings.map((by) => (
              <option key={by} value={by}>
                {t(`reports.groupings.${by}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {problem ? (
        <FormAlert id="report-range">{say(validationMessage(problem))}</FormAlert>
      ) : report.isError ? (
        <LoadFailedPanel
          role="alert"
          title={t("reports.loadFailed")}
          text={errorMessage(report.error, t)}
          retry={t("common:actions.tryAgain")}
          onRetry={() => void report.refetch()}
        />
      ) : !report.data ? (
        <p className="flex items-center gap-3 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {t("reports.loading")}
        </p>
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground">
            {t("reports.comparedWith", {
              from: dayLabel(report.data.previous.from, i18n.language, "long"),
              to: dayLabel(report.data.previous.to, i18n.language, "long"),
            })}
          </p>
          <Totals now={report.data.totals} before={report.data.previousTotals} />
          <PeriodsTable report={report.data} />
        </div>
      )}
    </AdminPage>
  );
}

function Change({ now, before }: { now: number | null; before: number | null }) {
  const { t } = useTranslation("admin");
  const change = changePercent(now, before);
  if (change === null) return <>{t("reports.noComparison")}</>;
  return (
    <bdi dir="ltr">{t("reports.change", { sign: change > 0 ? "+" : "", change: change.toFixed(1) })}</bdi>
  );
}

function Totals({ now, before }: { now: ReportFigures; before: ReportFigures }) {
  const { t } = useTranslation("admin");
  const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FigureCard
        label={t("reports.figures.revenue")}
        value={<Kwd fils={now.revenueFils} />}
        note={<Change now={now.revenueFils} before={before.revenueFils} />}
      />
      <FigureCard
        label={t("reports.figures.sales")}
        value={now.sales}
        note={<Change now={now.sales} before={before.sales} />}
      />
      <FigureCard
        label={t("reports.figures.averageSale")}
        value={now.averageSaleFils === null ? "—" : <Kwd fils={now.averageSaleFils} />}
        note={<Change now={now.averageSaleFils} before={before.averageSaleFils} />}
      />
      <FigureCard
        label={t("reports.figures.margin")}
        value={<bdi dir="ltr">{percent(now.marginPercent)}</bdi>}
        note={
          before.marginPercent === null
            ? t("reports.noComparison")
            : t("reports.marginBefore", { margin: percent(before.marginPercent) })
        }
      />
    </div>
  );
}

/** Each period of the range, as a table a screen reader reads row by row, sorted by any figure. */
function PeriodsTable({ report }: { report: ReportDto }) {
  const { t, i18n } = useTranslation("admin");
  const label = (start: string) =>
    report.by === "month"
      ? monthLabel(start.slice(0, 7), i18n.language, "long")
      : report.by === "week"
        ? t("reports.weekOf", { date: dayLabel(start, i18n.language, "long") })
        : dayLabel(start, i18n.language, "long");
  const columns: Column<ReportPeriodDto>[] = [
    {
      key: "period",
      header: t(`reports.groupings.${report.by}`),
      rowHeader: true,
      className: "whitespace-nowrap",
      sortable: true,
      sortValue: (period) => period.start,
      cell: (period) => label(period.start),
    },
    {
      key: "revenue",
      header: t("reports.figures.revenue"),
      className: "tabular-nums",
      sortable: true,
      sortValue: (period) => period.revenueFils,
      cell: (period) => <Kwd fils={period.revenueFils} />,
    },
    {
      key: "sales",
      header: t("reports.figures.sales"),
      className: "tabular-nums",
      sortable: true,
      sortValue: (period) => period.sales,
      cell: (period) => period.sales,
    },
    {
      key: "average",
      header: t("reports.figures.averageSale"),
      fold: "sm",
      className: "tabular-nums",
      sortable: true,
      sortValue: (period) => period.averageSaleFils,
      cell: (period) => (period.averageSaleFils === null ? "—" : <Kwd fils={period.averageSaleFils} />),
      folded: null,
    },
    {
      key: "margin",
      header: t("reports.figures.margin"),
      fold: "sm",
      className: "tabular-nums",
      sortable: true,
      sortValue: (period) => period.marginPercent,
      cell: (period) => (
        <bdi dir="ltr">{period.marginPercent === null ? "—" : `${period.marginPercent.toFixed(1)}%`}</bdi>
      ),
      folded: null,
    },
  ];
  return (
    <DataTable
      rows={report.periods}
      columns={columns}
      rowKey={(period) => period.start}
      rowTestId="report-period"
      caption={t("reports.tableCaption")}
    />
  );
}

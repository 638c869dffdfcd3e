import FileUpIcon from "lucide-react/icons/file-up";
import { useId, useState } from "react";
import type { ReferenceImportReport } from "../../../../shared/reference-catalogue-schemas";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useMessage } from "../../../lib/use-message";
import { useImportReferences } from "./api/import-references";
import { catalogueErrorMessage, catalogueMessage } from "./catalogue-messages";

/** How many rows of each kind the report lists; the counts say how many there are in all. */
const shownRows = 50;

/**
 * The catalogue's CSV import (issue 12): the file is checked first (a dry run) and its report shown
 * — added, changed field by field, unchanged, rejected with the reason — and only "Apply" changes
 * the catalogue, with the very file that was checked.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("catalogue.import.title")}
      description={t("catalogue.import.description")}
    >
      {open && <ImportForm onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const fileId = useId();
  const importing = useImportReferences();
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [report, setReport] = useState<ReferenceImportReport>();
  const [failure, setFailure] = useState<string>();

  async function pick(file: File | undefined) {
    setReport(undefined);
    setFailure(undefined);
    setFileName(file?.name);
    setCsv(file ? await file.text() : undefined);
  }

  function run(dryRun: boolean) {
    if (csv === undefined) return;
    setFailure(undefined);
    importing.mutate(
      { csv, dryRun },
      {
        onSuccess: (answer) => {
          if (answer.dryRun) return setReport(answer);
          toast.success(t("catalogue.import.applied"), {
            description: t("catalogue.import.appliedText", {
              added: answer.added.length,
              changed: answer.changed.length,
            }),
          });
          onDone();
        },
        onError: (error) => setFailure(say(catalogueErrorMessage(error))),
      },
    );
  }

  const changes = report ? report.added.length + report.changed.length : 0;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{t("catalogue.import.file")}</Label>
        {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
        <label className="flex cursor-pointer items-center gap-3 rounded-md focus-within:ring-2 focus-within:ring-ring">
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-describedby={failure ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <span className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-border bg-muted px-3 text-sm font-medium">
            <FileUpIcon className="size-4" aria-hidden="true" />
            {t("catalogue.import.choose")}
          </span>
          <span className="min-w-0 truncate text-sm text-muted-foreground">
            {fileName ? <bdi dir="auto">{fileName}</bdi> : t("catalogue.import.noFile")}
          </span>
        </label>
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {t("catalogue.import.fileHint")}
        </p>
      </div>
      {failure && <FormAlert id={`${fileId}-error`}>{failure}</FormAlert>}
      {report && <ImportReport report={report} />}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("catalogue.dialog.cancel")}
        </Button>
        {report ? (
          <Button
            type="button"
            variant="gold"
            disabled={importing.isPending || changes === 0}
            onClick={() => run(false)}
          >
            {importing.isPending && <Spinner className="size-4" />}
            {importing.isPending
              ? t("catalogue.import.applying")
              : t("catalogue.import.apply", { count: changes })}
          </Button>
        ) : (
          <Button
            type="button"
            variant="gold"
            disabled={importing.isPending || csv === undefined}
            onClick={() => run(true)}
          >
            {importing.isPending ? <Spinner className="size-4" /> : <FileUpIcon aria-hidden="true" />}
            {importing.isPending ? t("catalogue.import.checking") : t("catalogue.import.check")}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}

function ImportReport({ report }: { report: ReferenceImportReport }) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const watch = (row: { brand: string; reference: string }) => (
    <bdi dir="ltr" className="font-medium">
      {row.brand} {row.reference}
    </bdi>
  );
  return (
    <section aria-labelledby="import-report-title" aria-live="polite" className="grid gap-4">
      <h3 id="import-report-title" className="font-display text-lg font-medium">
        {t("catalogue.import.reportTitle")}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-summary">
        {(
          [
            ["added", report.added.length],
            ["changed", report.changed.length],
            ["unchanged", report.unchanged],
            ["rejected", report.rejected.length],
          ] as const
        ).map(([kind, count]) => (
          <div key={kind} className="rounded-md border border-border bg-muted/30 p-3">
            <dt className="text-xs text-muted-foreground">{t(`catalogue.import.${kind}`)}</dt>
            <dd className="font-display text-2xl tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <div className="grid max-h-72 gap-4 overflow-y-auto text-sm">
        {report.added.length > 0 && (
          <ReportList title={t("catalogue.import.addedTitle")} total={report.added.length}>
            {report.added.slice(0, shownRows).map((row) => (
              <li key={row.row}>
                {t("catalogue.import.row", { row: row.row })} · {watch(row)}
              </li>
            ))}
          </ReportList>
        )}
        {report.changed.length > 0 && (
          <ReportList title={t("catalogue.import.changedTitle")} total={report.changed.length}>
            {report.changed.slice(0, shownRows).map((row) => (
              <li key={row.row}>
                {t("catalogue.import.row", { row: row.row })} · {watch(row)}
                <ul className="ms-4 mt-1 grid gap-0.5 text-muted-foreground">
                  {row.changes.map((change) => (
                    <li key={change.field}>
                      {t(`catalogue.fields.${change.field}`)}:{" "}
                      <bdi dir="auto">{change.before || t("catalogue.import.empty")}</bdi>
                      {` ${t("catalogue.import.arrow")} `}
                      <bdi dir="auto" className="text-foreground">
                        {change.after || t("catalogue.import.empty")}
                      </bdi>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ReportList>
        )}
        {report.rejected.length > 0 && (
          <ReportList title={t("catalogue.import.rejectedTitle")} total={report.rejected.length}>
            {report.rejected.slice(0, shownRows).map((row) => (
              <li key={row.row} className="text-destructive">
                {t("catalogue.import.row", { row: row.row })}
                <ul className="ps-4">
                  {row.errors.map((error) => (
                    <li key={`${error.field}:${error.reason}`}>
                      {error.field && `${t(`catalogue.fields.${error.field}`)}: `}
                      {say(catalogueMessage(error.reason))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ReportList>
        )}
      </div>
      {report.rejected.length > 0 && (
        <p className="text-xs text-muted-foreground">{t("catalogue.import.rejectedNote")}</p>
      )}
    </section>
  );
}

function ReportList({ title, total, children }: { title: string; total: number; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-1.5">
      <h4 className="font-medium">{title}</h4>
      <ul className="grid gap-1.5">{children}</ul>
      {total > shownRows && (
        <p className="text-xs text-muted-foreground">
          {t("catalogue.import.more", { count: total - shownRows })}
        </p>
      )}
    </div>
  );
}

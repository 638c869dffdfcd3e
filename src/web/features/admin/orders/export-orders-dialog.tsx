import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useExportOrders } from "./api/export-orders";
import type { OrderFilters } from "./api/query-keys";

/**
 * Issue 28: the accountant's export — the orders the page shows (its status and search), placed
 * between two days in Kuwait, as CSV with the KWD total fixed at payment and the refunds.
 */
export function ExportOrdersDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: OrderFilters;
}) {
  const { t } = useTranslation("admin");
  const exporting = useExportOrders();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const backwards = from !== "" && to !== "" && to < from;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (backwards) return;
    exporting.mutate({ filters, from, to }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) exporting.reset();
        onOpenChange(next);
      }}
      title={t("orders.export.title")}
      description={t("orders.export.description")}
      className="max-w-lg"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        {exporting.error && <FormAlert id="order-export-error">{errorMessage(exporting.error, t)}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("orders.export.from")} htmlFor="order-export-from">
            <Input
              id="order-export-from"
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </FormField>
          <FormField
            label={t("orders.export.to")}
            htmlFor="order-export-to"
            error={backwards ? t("orders.export.backwards") : undefined}
          >
            <Input
              id="order-export-to"
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </FormField>
        </div>
        <p className="text-sm text-muted-foreground">{t("orders.export.hint")}</p>
        <FormDialogActions
          cancel={t("orders.export.cancel")}
          submit={t("orders.export.submit")}
          working={t("orders.export.working")}
          pending={exporting.isPending}
          disabled={backwards}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}

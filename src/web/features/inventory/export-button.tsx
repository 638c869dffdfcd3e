import { DownloadButton } from "../../components/ui/download-button";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { datedCsvName, useDownload } from "../../lib/use-download";
import type { InventoryAdapter, InventoryFilters } from "./inventory-adapter";

/** The inventory as CSV, as the table shows it now (search, status and sort); all of it unfiltered. */
export function ExportButton({ adapter, filters }: { adapter: InventoryAdapter; filters: InventoryFilters }) {
  const { t } = useTranslation("inventory");
  const exporting = useDownload(adapter.exportCsv, () => datedCsvName(adapter.exportName));
  return (
    <DownloadButton
      pending={exporting.isPending}
      label={t("export")}
      working={t("exporting")}
      onClick={() =>
        exporting.mutate(filters, {
          onError: (error) => toast.error(t("exportFailed"), { description: errorMessage(error, t) }),
        })
      }
    />
  );
}

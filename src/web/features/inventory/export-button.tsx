import { useMutation } from "@tanstack/react-query";
import DownloadIcon from "lucide-react/icons/download";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { saveFile } from "../../lib/save-file";
import type { InventoryAdapter, InventoryFilters } from "./inventory-adapter";

/** The inventory as CSV, as the table shows it now (search, status and sort); all of it unfiltered. */
export function ExportButton({ adapter, filters }: { adapter: InventoryAdapter; filters: InventoryFilters }) {
  const { t } = useTranslation("inventory");
  const exporting = useMutation({
    mutationFn: () => adapter.exportCsv(filters),
    onSuccess: (blob) => saveFile(blob, `${adapter.exportName}-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) => toast.error(t("exportFailed"), { description: errorMessage(error, t) }),
  });
  return (
    <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
      {exporting.isPending ? <Spinner className="size-4" /> : <DownloadIcon aria-hidden="true" />}
      {exporting.isPending ? t("exporting") : t("export")}
    </Button>
  );
}

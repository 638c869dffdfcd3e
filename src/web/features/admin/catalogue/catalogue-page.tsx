import BookOpenIcon from "lucide-react/icons/book-open";
import FileUpIcon from "lucide-react/icons/file-up";
import { useState } from "react";
import type { ReferenceWatchDto } from "../../../../shared/reference-catalogue-schemas";
import { Button } from "../../../components/ui/button";
import { DownloadButton } from "../../../components/ui/download-button";
import { FilterSelect } from "../../../components/ui/filter-select";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { useExportReferences } from "./api/export-references";
import { useReferences } from "./api/get-references";
import { ImportDialog } from "./import-dialog";
import { ReferenceDialog } from "./reference-dialog";
import { ReferenceTable } from "./reference-table";

const defaultFilters = { q: "", brand: "" };

/**
 * /admin/catalogue (issue 12): the reference catalogue the offline identification reads —
 * searched by brand, model, reference or nickname, filtered by brand, edited one reference at a
 * time, exported as CSV and imported from CSV after a dry run.
 */
export function CataloguePage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters);
  const references = useReferences(filters);
  const exporting = useExportReferences();
  const [editing, setEditing] = useState<ReferenceWatchDto>();
  const [importOpen, setImportOpen] = useState(false);

  const rows = references.data?.pages.flatMap((page) => page.items) ?? [];
  const brands = references.data?.pages[0]?.brands ?? [];
  const brandOptions = [
    "",
    ...brands,
    ...(filters.brand && !brands.includes(filters.brand) ? [filters.brand] : []),
  ];
  const filtered = Boolean(filters.q || filters.brand);

  return (
    <AdminPage
      className="grid gap-6"
      title={t("catalogue.title")}
      intro={t("catalogue.intro")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <FileUpIcon aria-hidden="true" />
            {t("catalogue.import.open")}
          </Button>
          <DownloadButton
            pending={exporting.isPending}
            label={t("catalogue.export")}
            working={t("catalogue.exporting")}
            onClick={() =>
              exporting.mutate(filters, {
                onError: (error) =>
                  toast.error(t("catalogue.exportFailed"), { description: errorMessage(error, t) }),
              })
            }
          />
        </div>
      }
    >
      <search className="grid gap-4 sm:grid-cols-[minmax(0,28rem)_minmax(0,16rem)]">
        <SearchField
          id="catalogue-search"
          label={t("catalogue.searchLabel")}
          placeholder={t("catalogue.searchPlaceholder")}
          value={filters.q}
          onSearch={(q) => setFilters({ ...filters, q })}
        />
        <FilterSelect
          id="catalogue-brand"
          label={t("catalogue.brand")}
          value={filters.brand}
          options={brandOptions}
          optionLabel={(brand) => brand || t("catalogue.allBrands")}
          onChange={(brand) => setFilters({ ...filters, brand })}
        />
      </search>
      <PagedList
        query={references}
        rows={rows}
        emptyIcon={BookOpenIcon}
        table
        words={listWords(t, "catalogue", { filtered: filtered, count: rows.length })}
      >
        {(rows, state) => <ReferenceTable rows={rows} state={state} onEdit={setEditing} />}
      </PagedList>
      <ReferenceDialog watch={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </AdminPage>
  );
}

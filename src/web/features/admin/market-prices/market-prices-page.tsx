import PlusIcon from "lucide-react/icons/plus";
import TagIcon from "lucide-react/icons/tag";
import { useState } from "react";
import type { MarketObservationDto } from "../../../../shared/market-schemas";
import { Button } from "../../../components/ui/button";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { useRecordedPrices } from "./api/get-recorded-prices";
import { DeleteRecordedPriceDialog } from "./delete-recorded-price-dialog";
import { RecordPriceDialog } from "./record-price-dialog";
import { RecordedPricesTable } from "./recorded-prices-table";

const defaultFilters = { q: "" };

/**
 * /admin/market-prices (issue 12): the prices admins saw and recorded by hand — a dealer's window,
 * an auction, a listing elsewhere — which the market service counts beside the shop's sales and
 * eBay; searched by brand, model or reference, recorded in a dialog, deleted after a confirm.
 */
export function MarketPricesPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters);
  const prices = useRecordedPrices(filters);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<MarketObservationDto>();
  const rows = prices.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage
      className="grid gap-6"
      title={t("marketPrices.title")}
      intro={t("marketPrices.intro")}
      actions={
        <Button variant="gold" onClick={() => setRecording(true)}>
          <PlusIcon aria-hidden="true" />
          {t("marketPrices.record")}
        </Button>
      }
    >
      <search className="grid sm:max-w-md">
        <SearchField
          id="market-prices-search"
          label={t("marketPrices.searchLabel")}
          placeholder={t("marketPrices.searchPlaceholder")}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </search>
      <PagedList
        query={prices}
        rows={rows}
        emptyIcon={TagIcon}
        table
        words={listWords(t, "marketPrices", { filtered: filters.q !== "", count: rows.length })}
      >
        {(rows, state) => <RecordedPricesTable rows={rows} state={state} onDelete={setDeleting} />}
      </PagedList>
      <RecordPriceDialog open={recording} onOpenChange={setRecording} />
      <DeleteRecordedPriceDialog row={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </AdminPage>
  );
}

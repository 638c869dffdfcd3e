import PlusIcon from "lucide-react/icons/plus";
import TagIcon from "lucide-react/icons/tag";
import { useState } from "react";
import type { MarketObservationDto } from "../../../../shared/market-schemas";
import { Button } from "../../../components/ui/button";
import { PagedList } from "../../../components/ui/paged-list";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPageHeader } from "../components/admin-page-header";
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
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader
        title={t("marketPrices.title")}
        intro={t("marketPrices.intro")}
        actions={
          <Button variant="gold" onClick={() => setRecording(true)}>
            <PlusIcon aria-hidden="true" />
            {t("marketPrices.record")}
          </Button>
        }
      />
      <div className="mt-8 grid gap-6">
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
          words={{
            loading: t("marketPrices.loading"),
            failedTitle: t("marketPrices.loadFailed"),
            failedText: (error) => errorMessage(error, t),
            retry: t("common:actions.tryAgain"),
            empty: t(filters.q ? "marketPrices.emptyFiltered" : "marketPrices.empty"),
            shown: t("marketPrices.shown", { count: rows.length }),
            loadMore: t("common:actions.loadMore"),
            loadingMore: t("marketPrices.loadingMore"),
          }}
        >
          {(rows) => <RecordedPricesTable rows={rows} onDelete={setDeleting} />}
        </PagedList>
      </div>
      <RecordPriceDialog open={recording} onOpenChange={setRecording} />
      <DeleteRecordedPriceDialog row={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </section>
  );
}

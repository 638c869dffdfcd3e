import type { BrandCountDto } from "../../../../../shared/dashboard";
import { CountBarChart } from "../../../../components/charts/count-bar-chart";
import { useTranslation } from "../../../../i18n/use-translation";

/** How many listings each brand has. */
export function ListingsByBrandChart({ brands }: { brands: BrandCountDto[] }) {
  const { t } = useTranslation("admin");
  return (
    <CountBarChart
      id="chart-brands"
      rows={brands.map((row) => ({
        name: row.brand ?? t("dashboard.charts.otherBrands"),
        count: row.count,
      }))}
      words={{
        title: t("dashboard.charts.brands"),
        nameColumn: t("dashboard.charts.brand"),
        countColumn: t("dashboard.charts.listings"),
        empty: t("dashboard.charts.noListings"),
      }}
    />
  );
}

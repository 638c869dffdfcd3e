import type { PriceProvenance } from "../../../shared/price-provenance";
import type { TFunction } from "../../i18n/translator";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/format-date";

/** What the figure is: "The median of 4 prices", "One asking price", "Your estimate". */
function basisText(t: TFunction, provenance: PriceProvenance): string {
  return provenance.basis === "median"
    ? t("common:provenance.median", { count: provenance.sampleSize ?? 0 })
    : t(`common:provenance.${provenance.basis}`);
}

/** Its sources with their counts: "the shop's sales (3), eBay asking prices (1)". */
function sourcesText(t: TFunction, language: string, provenance: PriceProvenance): string {
  const names = provenance.sources.map(({ source, count }) => {
    const name = t(`common:provenance.source.${source}`);
    return provenance.sampleSize === 1 ? name : t("common:provenance.sourceCount", { source: name, count });
  });
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(names);
}

/**
 * Its date: "as of 27 Nov 2026" for observed prices, "entered 27 Nov 2026" for an estimate; a
 * figure without one says only when it was saved, when that is known (`savedAt`).
 */
function dateText(
  t: TFunction,
  language: string,
  provenance: PriceProvenance,
  savedAt: string | undefined,
): string | null {
  if (!provenance.asOf)
    return savedAt ? t("common:provenance.savedOn", { date: formatShopDate(savedAt, language) }) : null;
  const date = formatShopDate(provenance.asOf, language);
  return t(provenance.basis === "entered" ? "common:provenance.enteredOn" : "common:provenance.asOf", {
    date,
  });
}

/**
 * A price's provenance in words (issue 24): what it is, its sources with their sample sizes, and
 * its date — "One asking price: the shop's asking prices, as of 27 Nov 2026". Plain text, so a
 * toast says it too.
 */
export function provenanceText(
  t: TFunction,
  language: string,
  provenance: PriceProvenance,
  savedAt?: string,
): string {
  const basis = basisText(t, provenance);
  const what =
    provenance.sources.length > 0
      ? t("common:provenance.from", { basis, sources: sourcesText(t, language, provenance) })
      : basis;
  const date = dateText(t, language, provenance, savedAt);
  return date ? t("common:provenance.withDate", { what, date }) : what;
}

/**
 * The line under a price that says where it came from (issue 24: no price in the tools without its
 * source, sample size and date), in the same words on the analysis, the portfolio and the inventory.
 */
export function PriceProvenanceNote({
  provenance,
  savedAt,
  className,
}: {
  provenance: PriceProvenance;
  /** When the figure was stored, said for one whose own date is unknown. */
  savedAt?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span
      className={cn("block text-xs font-normal text-muted-foreground", className)}
      data-testid="price-provenance"
      data-basis={provenance.basis}
    >
      {provenanceText(t, i18n.language, provenance, savedAt)}
    </span>
  );
}

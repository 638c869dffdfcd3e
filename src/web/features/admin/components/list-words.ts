import type { PagedListWords } from "../../../components/ui/paged-list";
import type { TFunction } from "../../../i18n/translator";

/** The back-office areas whose lists say their states under one set of keys. */
type ListArea =
  | "audit"
  | "catalogue"
  | "customers"
  | "holds"
  | "inbox"
  | "listings"
  | "marketPrices"
  | "newsletter"
  | "orders"
  | "outbox"
  | "tradeIns";

/**
 * A back-office list's words, by the keys every area keeps: `loading`, `loadFailed`, `empty` (or
 * `emptyFiltered` while a search or filter narrows it), `shown` and `loadingMore`.
 */
export function listWords(
  t: TFunction,
  area: ListArea,
  { filtered, count }: { filtered: boolean; count: number },
): PagedListWords {
  return {
    loading: t(`admin:${area}.loading`),
    failedTitle: t(`admin:${area}.loadFailed`),
    empty: t(filtered ? `admin:${area}.emptyFiltered` : `admin:${area}.empty`),
    shown: t(`admin:${area}.shown`, { count }),
    loadingMore: t(`admin:${area}.loadingMore`),
  };
}

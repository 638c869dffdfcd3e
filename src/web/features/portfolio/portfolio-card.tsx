import LineChartIcon from "lucide-react/icons/chart-line";
import PencilIcon from "lucide-react/icons/pencil";
import RefreshCwIcon from "lucide-react/icons/refresh-cw";
import Trash2Icon from "lucide-react/icons/trash";
import WatchIcon from "lucide-react/icons/watch";
import { formatMoney, type Rates } from "../../../shared/money";
import type { PortfolioItemDto } from "../../../shared/portfolio-schemas";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { ListingImage } from "../../components/watch/listing-image";
import { PriceProvenanceNote, provenanceText } from "../../components/watch/price-provenance";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/format-date";
import { useMessage } from "../../lib/use-message";
import { useRevalueFromMarket } from "./api/revalue-from-market";
import { shortTitle, shownListings, shownNotes, shownReference } from "./portfolio-display";
import type { PortfolioView } from "./portfolio-filters";
import { portfolioErrorMessage } from "./portfolio-messages";
import { UsdAmount } from "./usd-amount";

export interface PortfolioCardActions {
  onEdit: (item: PortfolioItemDto) => void;
  onRecordValue: (item: PortfolioItemDto) => void;
  onDelete: (item: PortfolioItemDto) => void;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium">{children}</dd>
    </div>
  );
}

/** The gain or loss since the item was added, coloured, and said in words for screen readers. */
function Gain({ cents, rates }: { cents: number; rates: Rates }) {
  const { t } = useTranslation("portfolio");
  const amount = formatMoney(Math.abs(cents), "USD");
  const words =
    cents > 0
      ? t("card.gainUp", { amount })
      : cents < 0
        ? t("card.gainDown", { amount })
        : t("card.unchanged");
  return (
    <span data-testid="portfolio-gain">
      <span className="sr-only">{words}</span>
      <span aria-hidden="true">
        <UsdAmount
          cents={cents}
          rates={rates}
          signed
          className={cn(cents > 0 && "text-emerald-800", cents < 0 && "text-destructive")}
        />
      </span>
    </span>
  );
}

function Listings({ item }: { item: PortfolioItemDto }) {
  const { t, i18n } = useTranslation("portfolio");
  const { shown, more } = shownListings(item.listings);
  if (shown.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="text-xs text-muted-foreground">{t("card.listings")}</p>
      <ul className="grid min-w-0 gap-1.5 text-sm">
        {shown.map((listing, index) => {
          const content = (
            <>
              <Badge variant="outline" className="max-w-28 truncate">
                <bdi>{listing.platform}</bdi>
              </Badge>
              <span className="grid min-w-0 flex-1">
                {listing.title && <bdi className="truncate">{shortTitle(listing.title)}</bdi>}
                {/* One asking price: its platform on the badge, its day here (issue 24); a listing
                    saved before the day was kept was seen when the watch was saved. */}
                <span className="text-xs text-muted-foreground" data-testid="portfolio-listing-seen">
                  {listing.seenAt
                    ? t("card.listingSeen", { date: formatShopDate(listing.seenAt, i18n.language) })
                    : t("card.listingSaved", { date: formatShopDate(item.createdAt, i18n.language) })}
                </span>
              </span>
              {listing.priceCents !== null && (
                <bdi dir="ltr" className="ms-auto shrink-0 tabular-nums">
                  {formatMoney(listing.priceCents, "USD")}
                </bdi>
              )}
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved item's listings never reorder
            <li key={index} className="min-w-0">
              {listing.url ? (
                <a
                  href={listing.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-w-0 items-center gap-2 rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                >
                  {content}
                  <span className="sr-only">{t("card.opensInNewTab")}</span>
                </a>
              ) : (
                <span className="flex min-w-0 items-center gap-2">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="text-xs text-muted-foreground">
          <bdi dir="ltr" aria-hidden="true">
            {t("card.moreListings", { count: more })}
          </bdi>
          <span className="sr-only">{t("card.moreListingsLabel", { count: more })}</span>
        </p>
      )}
    </div>
  );
}

/**
 * Re-values the watch from the market service's named sources, and the toast says what the figure
 * is (one asking price is said so), from which sources, how many prices and of when; with none,
 * the toast says so and nothing is recorded (never an invented figure).
 */
function UpdateFromMarketButton({ item, name }: { item: PortfolioItemDto; name: string }) {
  const { t, i18n } = useTranslation("portfolio");
  const say = useMessage();
  const revalue = useRevalueFromMarket();
  function update() {
    revalue.mutate(item.id, {
      onSuccess: (answer) =>
        answer.valued && answer.item.marketPriceCents !== null && answer.provenance
          ? toast.success(
              t("messages.marketUpdated", {
                // A toast is plain text: the isolates (LRI … PDI) keep "$3,450.00" whole in an Arabic line.
                amount: `\u2066${formatMoney(answer.item.marketPriceCents, "USD")}\u2069`,
              }),
              { description: provenanceText(t, i18n.language, answer.provenance) },
            )
          : toast(t("messages.noMarketData"), { description: t("messages.noMarketDataText") }),
      onError: (failure) =>
        toast.error(t("messages.errorTitle"), {
          description: t("messages.marketFailed", { message: say(portfolioErrorMessage(failure)) }),
        }),
    });
  }
  return (
    <Button variant="outline" size="sm" onClick={update} disabled={revalue.isPending}>
      {revalue.isPending ? <Spinner className="size-4" /> : <RefreshCwIcon aria-hidden="true" />}
      <span aria-hidden="true">
        {revalue.isPending ? t("actions.updatingFromMarket") : t("actions.updateFromMarketShort")}
      </span>
      <span className="sr-only">{t("actions.updateFromMarket", { name })}</span>
    </Button>
  );
}

/**
 * spec: reseller-tools §2 Portfolio page — one saved watch: photo, brand and model, reference,
 * market price (USD with KWD), its confidence (named by the method that gave it: "AI confidence"
 * only when an AI did, issue 24), gain or loss since added, date added, listings, and its actions.
 */
export function PortfolioCard({
  item,
  view,
  rates,
  isFirst,
  onEdit,
  onRecordValue,
  onDelete,
}: {
  item: PortfolioItemDto;
  view: PortfolioView;
  rates: Rates;
  isFirst: boolean;
} & PortfolioCardActions) {
  const { t, i18n } = useTranslation("portfolio");
  const name = `${item.brand} ${item.model}`;
  const reference = shownReference(item);
  const notes = shownNotes(item);
  const isList = view === "list";
  return (
    <article
      aria-labelledby={`portfolio-item-${item.id}`}
      data-testid="portfolio-card"
      className={cn(
        "flex min-w-0 overflow-hidden rounded-md border border-border bg-card shadow-xs",
        isList ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div
        className={cn(
          "shrink-0 bg-muted",
          // Without a photo a short band holds the watch icon, so the figures stay in view.
          !item.image && "h-28 sm:h-32",
          item.image && (isList ? "aspect-[4/3] sm:aspect-square sm:w-44" : "aspect-[4/3] w-full"),
          !item.image && isList && "sm:h-auto sm:w-44",
        )}
      >
        {item.image ? (
          <ListingImage
            media={item.image}
            alt={name}
            sizes={
              isList
                ? "(min-width: 640px) 176px, 100vw"
                : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            }
            isPriority={isFirst}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <WatchIcon className="size-10" strokeWidth={1.25} aria-hidden="true" />
            <span className="sr-only">{t("card.noImage")}</span>
          </span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-4 p-4">
        <header className="min-w-0">
          <h3 id={`portfolio-item-${item.id}`} className="font-display text-xl font-medium break-words">
            <bdi>{name}</bdi>
          </h3>
          {reference && (
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">{t("card.reference")}: </span>
              <bdi dir="ltr" className="break-all">
                {reference}
              </bdi>
            </p>
          )}
        </header>
        <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3", isList && "lg:grid-cols-4")}>
          <Figure label={t("card.marketPrice")}>
            {item.marketPriceCents === null ? (
              <span className="text-muted-foreground">{t("messages.noMarketData")}</span>
            ) : (
              <>
                <UsdAmount cents={item.marketPriceCents} rates={rates} stacked />
                <span data-testid="portfolio-valued">
                  <PriceProvenanceNote
                    provenance={item.lastValuationProvenance}
                    savedAt={item.lastValuedAt}
                  />
                </span>
              </>
            )}
          </Figure>
          <Figure label={t("card.gain")}>
            {item.gainCents === null ? (
              <span className="text-muted-foreground">{t("card.noGain")}</span>
            ) : (
              <Gain cents={item.gainCents} rates={rates} />
            )}
          </Figure>
          <Figure
            label={
              item.identificationMethod
                ? t(`card.confidenceBy.${item.identificationMethod}`)
                : t("card.confidence")
            }
          >
            {item.confidence === null ? (
              <span className="text-muted-foreground">{t("card.noConfidence")}</span>
            ) : (
              <bdi dir="ltr" className="tabular-nums">
                {t("card.confidenceValue", { value: item.confidence })}
              </bdi>
            )}
          </Figure>
          <Figure label={t("sort.createdAt")}>
            <time dateTime={item.createdAt}>{formatShopDate(item.createdAt, i18n.language)}</time>
          </Figure>
        </dl>
        {notes && (
          <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">
            {notes}
          </p>
        )}
        <Listings item={item} />
        <div className="flex flex-wrap items-center gap-1 border-t border-border/70 pt-3">
          <Button variant="outline" size="sm" onClick={() => onRecordValue(item)}>
            <LineChartIcon aria-hidden="true" />
            <span aria-hidden="true">{t("actions.recordValueShort")}</span>
            <span className="sr-only">{t("actions.recordValue", { name })}</span>
          </Button>
          <UpdateFromMarketButton item={item} name={name} />
          {/* The edit and delete icons keep together at the end, on the buttons' line or the next. */}
          <span className="ms-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              onClick={() => onEdit(item)}
              title={t("actions.editShort")}
            >
              <PencilIcon aria-hidden="true" />
              <span className="sr-only">{t("actions.edit", { name })}</span>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-destructive hover:text-destructive"
              onClick={() => onDelete(item)}
              title={t("actions.deleteShort")}
            >
              <Trash2Icon aria-hidden="true" />
              <span className="sr-only">{t("actions.delete", { name })}</span>
            </Button>
          </span>
        </div>
      </div>
    </article>
  );
}

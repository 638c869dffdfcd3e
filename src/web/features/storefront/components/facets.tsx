import SlidersHorizontalIcon from "lucide-react/icons/sliders-horizontal";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  type FacetCountDto,
  type FacetName,
  facetNames,
  type ListingFacetsDto,
  type ListingQuery,
  type PriceBand,
  priceRangeBounds,
} from "../../../../shared/catalog-api";
import { Button } from "../../../components/ui/button";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useFormatRoughPrice } from "../../../lib/use-format-rough-price";

export type FacetToggle = (facet: FacetName, value: string, isChosen: boolean) => void;

/** The translation key of a facet value's name; a brand shows its own name. */
const valueKeys: Record<Exclude<FacetName, "brand">, string> = {
  condition: "conditions",
  papers: "boxPapers",
  size: "facets.sizes",
  material: "facets.materials",
  year: "facets.years",
  price: "prices",
};

const isPriceBand = (value: string): value is PriceBand => value in priceRangeBounds;

/**
 * A price band by its dollars' own words ("$1,000 - $5,000"); in another currency (issue 30), its
 * dollar bounds converted and rounded for reading ("About 3,800–19,000 SAR"): the filter itself,
 * and its URL, stay in dollars.
 */
function PriceBandName({ band }: { band: PriceBand }) {
  const { t } = useTranslation("storefront");
  const worded = useFormatRoughPrice().band(band);
  if (!worded) return t(`prices.${band}`);
  return (
    <Trans
      t={t}
      i18nKey={`priceBands.${worded.key}`}
      values={{ amount: worded.amount }}
      components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
    />
  );
}

function FacetOption({
  facet,
  entry,
  isChosen,
  onToggle,
}: {
  facet: FacetName;
  entry: FacetCountDto & { label?: string };
  isChosen: boolean;
  onToggle: FacetToggle;
}) {
  const { t } = useTranslation("storefront");
  // The URL changes in a transition; the box shows the tick at once instead of after it.
  const [isTicked, setTicked] = useState(isChosen);
  useEffect(() => setTicked(isChosen), [isChosen]);
  const name =
    facet === "brand" ? (
      <bdi>{entry.label ?? entry.value}</bdi>
    ) : facet === "price" && isPriceBand(entry.value) ? (
      <PriceBandName band={entry.value} />
    ) : (
      t(`${valueKeys[facet]}.${entry.value}`)
    );
  return (
    <li>
      <label
        className={cn(
          "flex min-h-10 cursor-pointer items-center gap-3 rounded-sm px-1 text-sm",
          "hover:bg-muted/60 has-focus-visible:ring-2 has-focus-visible:ring-ring/40",
        )}
      >
        <input
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer accent-gold-dark"
          checked={isTicked}
          onChange={(event) => {
            setTicked(event.target.checked);
            onToggle(facet, entry.value, event.target.checked);
          }}
        />
        <span className="min-w-0 flex-1 truncate">{name}</span>
        {/* The count is read out with its noun; the bare figure is for the eye. */}
        <span
          aria-hidden="true"
          className="tabular-nums text-xs text-muted-foreground"
          data-testid="facet-count"
        >
          {entry.count.toLocaleString("en-US")}
        </span>
        <span className="sr-only">{`, ${t("facets.count", { count: entry.count })}`}</span>
      </label>
    </li>
  );
}

/**
 * Issue 13, facets like Chrono24's: a fieldset per facet, a checkbox per value with the number of
 * watches it would show given the other facets. Facets with nothing to offer are left out.
 */
export function FacetGroups({
  facets,
  query,
  onToggle,
}: {
  facets: ListingFacetsDto;
  query: ListingQuery;
  onToggle: FacetToggle;
}) {
  const { t } = useTranslation("storefront");
  return (
    <div className="grid gap-6">
      {facetNames.map((facet) => {
        const entries: (FacetCountDto & { label?: string })[] = facets[facet];
        if (entries.length === 0) return null;
        const chosen = query[facet] as string[];
        return (
          <fieldset key={facet} className="min-w-0">
            <legend className="mb-2 text-[0.68rem] font-semibold uppercase tracking-[0.18em] text-muted-foreground">
              {t(`facets.names.${facet}`)}
            </legend>
            <ul className="grid gap-0.5">
              {entries.map((entry) => (
                <FacetOption
                  key={entry.value}
                  facet={facet}
                  entry={entry}
                  isChosen={chosen.includes(entry.value)}
                  onToggle={onToggle}
                />
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The dialog and what it stands on load when a shopper first reaches for the button (issue 27). */
const loadFacetDialog = () => import("./facet-dialog");
const FacetDialog = lazy(() => loadFacetDialog().then((module) => ({ default: module.FacetDialog })));

export interface FacetDrawerProps {
  facets: ListingFacetsDto;
  query: ListingQuery;
  onToggle: FacetToggle;
  onClear: () => void;
  chosenCount: number;
  /** The results' "{n} watches found", kept up to date as ticks apply. */
  status: string;
}

/**
 * Phones: the facets in a full-screen dialog opened by a "Filters" button. Each tick applies at
 * once (the results behind update, and the count at the foot says how many); Apply closes it,
 * Clear unticks every facet. The button is on the page at once; the dialog's code comes when the
 * shopper points at it, touches or focuses it.
 */
export function FacetDrawer({ className, ...props }: FacetDrawerProps & { className?: string }) {
  const { t } = useTranslation("storefront");
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prepare = () => void loadFacetDialog();
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className={cn("h-10 gap-2", className)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {t("facets.filters")}
        {props.chosenCount > 0 && (
          <span className="rounded-full bg-ink px-1.5 text-xs text-background tabular-nums">
            {props.chosenCount}
          </span>
        )}
      </Button>
      {isWanted && (
        <Suspense>
          <FacetDialog
            {...props}
            isOpen={isOpen}
            onOpenChange={setOpen}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}

import { MarketPositionPanel } from "../../../components/watch/market-position-panel";
import { verdictText } from "../../../components/watch/market-position-text";
import { useTranslation } from "../../../i18n/use-translation";
import { useMarketPosition } from "../api/get-market-position";

const sectionId = "market-position";

/** The verdict in a line under the price, leading to the section that shows its evidence. */
export function MarketVerdictLink({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useMarketPosition(slug);
  // "Not enough data" is said in the section itself, not under every such price.
  if (!data?.position) return null;
  return (
    <a
      href={`#${sectionId}`}
      className="-mt-3 text-sm text-muted-foreground underline decoration-border underline-offset-4 hover:text-foreground"
      data-testid="market-verdict-link"
    >
      {verdictText(t, i18n.language, data, data.position)}
    </a>
  );
}

/**
 * Issue 31: the watch's price placed in its reference's sourced market, rendered on the server
 * with the page; a market that failed to load leaves the page as it was.
 */
export function WatchMarketPosition({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data } = useMarketPosition(slug);
  if (!data) return null;
  return (
    <section
      id={sectionId}
      aria-labelledby={`${sectionId}-title`}
      className="scroll-mt-32"
      data-testid="market-position"
    >
      <h2 id={`${sectionId}-title`} className="font-display text-2xl font-medium tracking-tight md:text-3xl">
        {t("common:marketPosition.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">{t("common:marketPosition.intro")}</p>
      <MarketPositionPanel
        className="mt-6"
        market={data}
        priceUsdCents={data.priceUsdCents}
        position={data.position}
      />
    </section>
  );
}

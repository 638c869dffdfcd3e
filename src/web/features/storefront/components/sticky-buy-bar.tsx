import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/**
 * The attribute the store layout looks for (`has-[[data-sticky-buy-bar]]`) to keep room at the
 * bottom of the page for this bar, above the room it keeps for the bottom navigation.
 */
export const stickyBuyBarAttribute = { "data-sticky-buy-bar": "" } as const;

/**
 * Issue 13: under 768 px, the price and the page's own Buy Now and Add to Cart pinned above the
 * bottom navigation whenever the page's buy buttons (`target`) are out of view — below the fold
 * when the page opens on a phone, or scrolled past. Hidden while they are in view, so the page
 * never shows two of each, and rendered on the server hidden (it needs the page to be live).
 */
export function StickyBuyBar({
  title,
  priceCents,
  target,
  children,
}: {
  title: string;
  priceCents: number;
  target: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation("storefront");
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setIsShown(!entry?.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return (
    <section
      {...stickyBuyBarAttribute}
      aria-label={t("watch.buyBarLabel", { title })}
      hidden={!isShown}
      className={cn(
        "fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 md:hidden",
        "border-t border-border bg-background/95 shadow-[0_-6px_20px_-12px_rgb(0_0_0/0.35)] backdrop-blur-md",
        "motion-safe:animate-fade-in",
      )}
    >
      {/* 4.5rem with the border: the room the store layout keeps for the bar (mobileBottomBarSpace). */}
      <div className="container-page flex h-[calc(4.5rem-1px)] items-center gap-3">
        <Price cents={priceCents} className="shrink-0 font-display text-lg font-medium" />
        {children}
      </div>
    </section>
  );
}

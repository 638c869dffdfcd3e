import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

type LogoSize = "sm" | "md" | "lg";

const emblemSize: Record<LogoSize, string> = { sm: "size-7", md: "size-9", lg: "size-14" };
const wordmarkSize: Record<LogoSize, string> = { sm: "text-lg", md: "text-xl", lg: "text-3xl" };

/** The hour markers of the emblem's dial, every 30 degrees; the quarters are drawn longer. */
const markers = Array.from({ length: 12 }, (_, hour) => hour * 30);

/**
 * The brand: a round, clock-like emblem with an optional "Mizan" wordmark and, at the large size,
 * the tagline (spec: storefront §1). The emblem is decorative; the wordmark or a hidden name labels it.
 */
export function Logo({
  size = "md",
  showWordmark = true,
  tone = "dark",
  className,
  wordmarkClassName,
}: {
  size?: LogoSize;
  showWordmark?: boolean;
  /** "dark" draws ink on light surfaces, "light" draws ivory on ink surfaces. */
  tone?: "dark" | "light";
  className?: string;
  /** Lets a crowded bar hide the wordmark visually (e.g. `max-sm:sr-only`) while keeping the name. */
  wordmarkClassName?: string;
}) {
  const { t } = useTranslation();
  const light = tone === "light";
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className={cn(emblemSize[size], "shrink-0")}>
        <circle cx="24" cy="24" r="23" className={light ? "fill-ivory/5" : "fill-ink"} />
        <circle cx="24" cy="24" r="20" fill="none" strokeWidth="1" className="stroke-gold" />
        <circle cx="24" cy="24" r="17.5" fill="none" strokeWidth="0.5" className="stroke-gold/50" />
        {markers.map((angle) => (
          <line
            key={angle}
            x1="24"
            y1="7.5"
            x2="24"
            y2={angle % 90 === 0 ? "11" : "9.5"}
            strokeWidth={angle % 90 === 0 ? 1.6 : 0.9}
            strokeLinecap="round"
            className="stroke-gold"
            transform={`rotate(${angle} 24 24)`}
          />
        ))}
        <line
          x1="24"
          y1="24"
          x2="24"
          y2="13"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="stroke-ivory"
        />
        <line
          x1="24"
          y1="24"
          x2="31"
          y2="28"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="stroke-ivory"
        />
        <circle cx="24" cy="24" r="1.8" className="fill-gold" />
      </svg>
      {showWordmark ? (
        <span className={cn("flex flex-col leading-none", wordmarkClassName)}>
          <span
            className={cn(
              "font-display font-medium tracking-[0.08em]",
              wordmarkSize[size],
              light ? "text-ivory" : "text-foreground",
            )}
          >
            {t("brand.name")}
          </span>
          {size === "lg" && (
            <span
              className={cn(
                "mt-1.5 text-[0.65rem] font-medium uppercase tracking-[0.32em]",
                light ? "text-gold" : "text-gold-dark",
              )}
            >
              {t("brand.tagline")}
            </span>
          )}
        </span>
      ) : (
        <span className="sr-only">{t("brand.name")}</span>
      )}
    </span>
  );
}

import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

/** The first focusable element: jumps keyboard users past the navigation to <main id="main">. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={cn(
        "sr-only rounded-sm bg-ink text-sm font-medium text-ivory shadow-lg outline-none focus:px-4 focus:py-2.5",
        "focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-[60] focus-visible:ring-2 focus-visible:ring-gold",
      )}
    >
      {t("nav.skipToContent")}
    </a>
  );
}

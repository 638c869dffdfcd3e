import type * as React from "react";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The head of a working page (the back office's, a reseller tool's): its eyebrow, the page's h1
 * (also the tab's title) and its one-line intro, with the page's main actions beside it.
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  actions,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <title>{t("common:meta.pageTitle", { page: title })}</title>
      <div>
        <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 font-display text-3xl font-medium tracking-tight md:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-2 max-w-xl text-sm text-muted-foreground">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

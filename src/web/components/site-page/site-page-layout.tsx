import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { helpPages, legalPages } from "../../lib/site-pages";

/** How a page's Markdown reads: headings, lists, emphasis and links in the shop's type (issue 13). */
export const pageProseClass = cn(
  "max-w-prose text-[0.95rem] leading-relaxed text-foreground/85 sm:text-base",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-medium [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h2:first-child]:mt-0 [&_h3]:mt-8 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h3+p]:mt-2 [&_strong]:font-semibold [&_strong]:text-foreground [&_em]:italic",
  "[&_a]:text-gold-dark [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-foreground",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-5",
  "[&_li]:mt-2 [&_li]:ps-1 [&_li::marker]:text-gold-dark",
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-xs border-s-2 px-3 py-1.5 text-sm transition-colors outline-none",
    "focus-visible:ring-2 focus-visible:ring-gold",
    isActive
      ? "border-gold text-foreground"
      : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
  );

/** The other information pages, beside the page on a wide screen and after it on a phone. */
function SitePagesNav() {
  const { t } = useTranslation("pages");
  const groups = [
    { titleKey: "pages:nav.label", links: helpPages },
    { titleKey: "pages:nav.legal", links: legalPages },
  ];
  return (
    <nav aria-label={t("nav.label")} className="grid content-start gap-8 lg:sticky lg:top-28">
      {groups.map((group) => (
        <div key={group.titleKey}>
          <h2 className="px-3 text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
            {t(group.titleKey)}
          </h2>
          <ul className="mt-3 grid gap-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** An information page (issue 13): its eyebrow and title, its content, and the menu of the others. */
export function SitePageLayout({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-12 md:py-20">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.24em] text-gold-dark">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-3 font-display text-4xl font-medium tracking-tight text-balance md:text-5xl"
        >
          {title}
        </h1>
        <div className="mt-6 h-px w-16 bg-gold" aria-hidden="true" />
        {intro && <p className="mt-6 max-w-prose text-lg leading-relaxed text-muted-foreground">{intro}</p>}
      </header>
      <div className="mt-12 grid gap-16 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-20">
        <div className="min-w-0">{children}</div>
        <aside className="border-t border-border pt-10 lg:border-t-0 lg:border-s lg:ps-8 lg:pt-0">
          <SitePagesNav />
        </aside>
      </div>
    </div>
  );
}

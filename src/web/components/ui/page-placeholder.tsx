import type * as React from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { EmptyPanel } from "./empty-panel";

/**
 * A titled page whose section is not open yet: the real title (so links, tests and the tab read
 * right) and an honest note instead of invented content.
 */
export function PagePlaceholder({
  title,
  eyebrow,
  note,
  icon,
  children,
  className,
  id,
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  note?: string;
  icon?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section id={id} className={cn("container-page py-16 md:py-24", className)} aria-labelledby="page-title">
      <title>{t("meta.pageTitle", { page: title })}</title>
      <div className="mx-auto max-w-2xl text-center">
        {eyebrow && (
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">{eyebrow}</p>
        )}
        <h1 id="page-title" className="mt-4 font-display text-4xl font-medium tracking-tight md:text-5xl">
          {title}
        </h1>
        <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
        <EmptyPanel
          frame="card"
          className="mx-auto mt-10 max-w-md py-10 sm:px-6"
          icon={icon}
          iconSize="md"
          text={note ?? t("placeholder.note")}
          action={children}
        />
      </div>
    </section>
  );
}

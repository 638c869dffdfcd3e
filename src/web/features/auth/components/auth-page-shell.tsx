import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/ui/logo";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

interface AuthPageShellProps {
  title: string;
  /** The browser tab's title, when it should differ from the heading. */
  pageTitle?: string;
  description?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
  /** Links under the card (Continue Shopping, Back to Storefront, ...). */
  footer?: ReactNode;
}

/** The frame of the account screens: the large logo, a titled card and links under it. */
export function AuthPageShell({
  title,
  pageTitle = title,
  description,
  eyebrow,
  children,
  footer,
}: AuthPageShellProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="container-page flex flex-col items-center pt-10 pb-16 md:pt-16 md:pb-24"
    >
      <title>{t("meta.pageTitle", { page: pageTitle })}</title>
      <Link
        to="/"
        className={cn(
          "rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
          "focus-visible:ring-offset-4 focus-visible:ring-offset-background",
        )}
      >
        <Logo size="lg" />
      </Link>
      <div
        className={cn(
          "mt-10 w-full max-w-md rounded-md border border-border bg-card px-5 py-8",
          "shadow-[0_24px_60px_-36px_rgb(15_14_12/0.45)] sm:px-10 sm:py-10",
        )}
      >
        <header className="mb-8 text-center">
          {eyebrow && (
            <p className="mb-3 text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">{eyebrow}</p>
          )}
          <h1 id={titleId} className="font-display text-3xl font-medium tracking-tight sm:text-4xl">
            {title}
          </h1>
          <div className="mx-auto mt-4 h-px w-12 bg-gold" aria-hidden="true" />
          {description && <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </header>
        {children}
      </div>
      {footer && <div className="mt-8 flex flex-col items-center gap-4 text-center text-sm">{footer}</div>}
    </section>
  );
}

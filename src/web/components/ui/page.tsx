import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { BackLink } from "./back-link";
import { PageHeader } from "./page-header";

/**
 * A working page (the back office's, a reseller tool's): the way back, the head (eyebrow, h1,
 * intro, the page's main actions) and the body under it, in the page's frame. A page whose h1
 * comes with its data (an order, a customer) leaves `title` out and draws its own.
 */
export function Page({
  id,
  eyebrow,
  title,
  intro,
  actions,
  back,
  className,
  children,
}: {
  id?: string;
  eyebrow: string;
  title?: string;
  intro?: string;
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** The body's layout ("grid gap-6"). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="container-page py-10 md:py-14" aria-labelledby="page-title">
      {back && (
        <div className="mb-6">
          <BackLink to={back.to}>{back.label}</BackLink>
        </div>
      )}
      {title && <PageHeader eyebrow={eyebrow} title={title} intro={intro} actions={actions} />}
      <div className={cn(title && "mt-8", className)}>{children}</div>
    </section>
  );
}

import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** One labelled value of an order's detail cards. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A titled card of the order's detail page. */
export function DetailCard({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-md border border-border bg-card p-5 shadow-xs sm:p-6", className)}>
      <h2 className="flex items-center gap-2 font-display text-lg font-medium">
        <span className="text-gold-dark [&_svg]:size-4">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

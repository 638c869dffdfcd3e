import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** One headline figure: its label, the value, and a line of context under it. */
export function FigureCard({
  label,
  value,
  note,
  icon,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-md border border-border bg-card p-5 shadow-xs", className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">{label}</p>
        {icon && <span className="text-gold-dark">{icon}</span>}
      </div>
      <p className="mt-3 font-display text-2xl font-medium whitespace-nowrap tabular-nums md:text-3xl xl:text-[1.65rem]">
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}

/** A labelled list of figures (an overview panel). */
export function FigureList({ title, rows }: { title: string; rows: [label: string, value: ReactNode][] }) {
  return (
    <section className="rounded-md border border-border bg-card p-5 shadow-xs" aria-label={title}>
      <h2 className="font-display text-xl font-medium">{title}</h2>
      <dl className="mt-4 grid gap-0">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-border/70 py-2.5 last:border-0"
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";

/** One titled panel of the account page. */
export function AccountCard({
  icon,
  title,
  description,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-md border border-border bg-card p-6 shadow-xs sm:p-8", className)}
    >
      <header className="mb-6 flex items-start gap-4">
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-full border",
            "border-gold/40 text-gold-dark [&_svg]:size-4",
          )}
        >
          {icon}
        </span>
        <div className="grid gap-1">
          <h2 id={titleId} className="font-display text-xl font-medium tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

/** An honest empty state inside an account card, with one way forward. */
export function AccountEmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div
      className={cn(
        "grid justify-items-center gap-3 rounded-sm border border-dashed border-border",
        "px-4 py-8 text-center",
      )}
    >
      <p className="font-medium">{title}</p>
      <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-2">{action}</div>
    </div>
  );
}

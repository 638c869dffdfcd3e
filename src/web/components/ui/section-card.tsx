import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { IconBadge } from "./icon-badge";

/** One titled panel of the account page. */
export function SectionCard({
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
        <IconBadge size="sm">{icon}</IconBadge>
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

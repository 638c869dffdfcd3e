import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A dashed panel saying there is nothing to show: an icon, a title, a line of help and an action. */
export function EmptyPanel({
  icon,
  title,
  text,
  action,
  headingLevel: Heading = "h2",
  className,
}: {
  /** A lucide icon element, drawn at the panel's size. */
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-md border border-dashed border-input bg-card px-6 py-16 text-center",
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full border border-gold/50 text-gold-dark [&_svg]:size-6">
        {icon}
      </span>
      <Heading className={cn("mt-6 font-display font-medium", Heading === "h2" ? "text-2xl" : "text-xl")}>
        {title}
      </Heading>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}

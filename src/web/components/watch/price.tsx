import { formatMoney } from "../../../shared/money";
import { cn } from "../../lib/cn";

/**
 * A USD price, kept left-to-right inside Arabic text (STYLE.md, habit 10), in lining, tabular
 * figures whatever the face (Playfair's own are old-style).
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  return (
    <bdi dir="ltr" className={cn("lining-nums tabular-nums", className)}>
      {formatMoney(cents, "USD")}
    </bdi>
  );
}

/** A struck-through original price, read out as such rather than as a second price. */
export function OriginalPrice({
  cents,
  label,
  className,
}: {
  cents: number;
  label: string;
  className?: string;
}) {
  return (
    <del className={cn("text-muted-foreground decoration-1", className)}>
      <span className="sr-only">{label}</span>
      <Price cents={cents} />
    </del>
  );
}

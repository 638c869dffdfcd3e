import { cn } from "../../lib/cn";
import { useFormatPrice } from "../../lib/use-format-money";

/**
 * A price the shop keeps in US cents, in the shopper's currency in the storefront (issue 30;
 * dollars in the back office and the tools), kept left-to-right inside Arabic text (STYLE.md,
 * habit 10), in lining, tabular figures whatever the face (Playfair's own are old-style).
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const price = useFormatPrice();
  return (
    <bdi dir="ltr" className={cn("lining-nums tabular-nums", className)}>
      {price.format(cents)}
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

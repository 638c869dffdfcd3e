import { convert, type Rates } from "../../../shared/money";
import { cn } from "../../lib/cn";
import { useFormatMoney } from "../../lib/use-format-money";

/**
 * A USD amount with its KWD equivalent at the settings' rate (spec §9: 0.31 by default), both in
 * Latin digits kept left to right inside Arabic text.
 */
export function UsdAmount({
  cents,
  rates,
  stacked,
  signed,
  className,
}: {
  cents: number;
  rates: Rates;
  stacked?: boolean;
  /** Shows a + before a gain. */
  signed?: boolean;
  className?: string;
}) {
  const formatMoney = useFormatMoney();
  const sign = signed && cents > 0 ? "+" : "";
  const kwd = convert(cents, "USD", "KWD", rates);
  return (
    <span
      className={cn("inline-flex flex-wrap items-baseline gap-x-1.5", stacked && "flex-col gap-0", className)}
    >
      <bdi dir="ltr" className="tabular-nums">
        {sign}
        {formatMoney(cents, "USD")}
      </bdi>
      <bdi dir="ltr" className="text-xs font-normal text-muted-foreground tabular-nums">
        ({sign}
        {formatMoney(kwd, "KWD")})
      </bdi>
    </span>
  );
}

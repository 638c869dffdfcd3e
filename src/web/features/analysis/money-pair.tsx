import type { MoneyPairDto } from "../../../shared/market-schemas";
import { cn } from "../../lib/cn";
import { useFormatMoney } from "../../lib/use-format-money";

/** A figure in USD with its KWD at the settings' rate (both from the server), left to right in Arabic too. */
export function MoneyPair({ money, className }: { money: MoneyPairDto; className?: string }) {
  const formatMoney = useFormatMoney();
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-1.5", className)}>
      <bdi dir="ltr" className="tabular-nums">
        {formatMoney(money.usdCents, "USD")}
      </bdi>
      <bdi dir="ltr" className="text-xs font-normal text-muted-foreground tabular-nums">
        ({formatMoney(money.kwdFils, "KWD")})
      </bdi>
    </span>
  );
}

import { formatMoneyRange } from "../../../../shared/money";
import type { TradeInDto } from "../../../../shared/trade-in-schemas";
import type { TFunction } from "../../../i18n/translator";
import { formatAdminTime } from "../components/format-admin-time";

/** The indicative offer the seller was shown, with its evidence, in one line for staff. */
export function estimateLine(request: TradeInDto, t: TFunction, language: string): string {
  const { estimate } = request;
  if (estimate.kind === "none")
    return t(`tradeIns.noEstimate.${estimate.reason}`, { count: estimate.sampleSize });
  return t("tradeIns.estimate", {
    range: `\u2066${formatMoneyRange(estimate.lowUsdCents, estimate.highUsdCents, "USD", { decimals: 0 })}\u2069`,
    count: estimate.provenance.sampleSize,
    from: formatAdminTime(estimate.oldestAt, language),
    to: formatAdminTime(estimate.provenance.asOf, language),
  });
}

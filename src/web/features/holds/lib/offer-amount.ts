import type { HoldTermsDto } from "../../../../shared/hold-schemas";
import { formatMoney, toMinor } from "../../../../shared/money";
import type { Message } from "../../../lib/message";

/** Arabic-Indic digits and separators, as an Arabic keyboard types them, in Latin form. */
function latinDigits(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replaceAll("\u066B", ".")
    .replaceAll("\u066C", ",");
}

/** A typed dollar amount ("12,500", "$9,999.50", "١٢٥٠٠") in cents, or undefined when it is not one. */
export function typedDollars(typed: string): number | undefined {
  const clean = latinDigits(typed)
    .replaceAll(",", "")
    .replace(/^\s*\$/, "")
    .trim();
  if (!/^\d{1,9}(?:\.\d{0,2})?$/.test(clean)) return undefined;
  const cents = toMinor(clean, "USD");
  return cents > 0 ? cents : undefined;
}

/**
 * The offer as typed, judged as the server will judge it (shared/holds.ts `offerRefusal`): at
 * least half the price and below it. Amounts in the messages are the dollars the shopper types.
 */
export function checkOfferAmount(
  typed: string,
  bounds: NonNullable<HoldTermsDto["offers"]>,
): { cents: number; error?: undefined } | { cents?: undefined; error: Message } {
  if (!typed.trim()) return { error: { key: "holds:validation.amountRequired" } };
  const cents = typedDollars(typed);
  if (cents === undefined) return { error: { key: "holds:validation.amountInvalid" } };
  if (cents < bounds.minimumCents)
    return {
      error: {
        key: "holds:validation.amountTooLow",
        values: { amount: formatMoney(bounds.minimumCents, "USD") },
      },
    };
  if (cents > bounds.maximumCents)
    return {
      error: {
        key: "holds:validation.amountNotBelowPrice",
        values: { amount: formatMoney(bounds.maximumCents + 1, "USD") },
      },
    };
  return { cents };
}

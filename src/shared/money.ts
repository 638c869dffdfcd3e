/**
 * Money as integer minor units (USD cents, KWD fils). This module alone converts, rounds and
 * formats; nothing else multiplies a price by a float (ARCHITECTURE.md, Decisions: Money).
 */
export const currencies = {
  USD: { exponent: 2, symbol: "$" },
  KWD: { exponent: 3, symbol: "KWD" },
} as const;
export type Currency = keyof typeof currencies;

/** Exchange rates are kept as millionths so they, too, stay integers. */
export const rateScale = 1_000_000;

/** spec: reseller-tools §9 — 1 USD = 0.31 KWD; 1 KWD = 3.23 USD (admins can change both). */
export const defaultRates = { usdToKwd: 310_000, kwdToUsd: 3_230_000 } as const;
export type Rates = { usdToKwd: number; kwdToUsd: number };

/** Divides with rounding half away from zero, on exact integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
}

/** Parses a decimal amount ("1,234.5", 1234.5) into minor units; rounds extra digits half up. */
export function toMinor(amount: string | number, currency: Currency): number {
  const { exponent } = currencies[currency];
  const text = typeof amount === "number" ? amount.toFixed(exponent + 2) : amount.replaceAll(",", "").trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === ""))
    throw new RangeError(`Not an amount: ${amount}`);
  const [, sign, whole = "", fraction = ""] = match;
  const digits = BigInt(`${whole || "0"}${fraction.padEnd(exponent + 1, "0").slice(0, exponent + 1)}`);
  const minor = Number(divideRounded(digits, 10n));
  return sign && minor !== 0 ? -minor : minor;
}

/** The decimal value of minor units, for inputs and charts only (never for arithmetic). */
export function toMajor(minor: number, currency: Currency): number {
  assertMinor(minor);
  return minor / 10 ** currencies[currency].exponent;
}

/** Which of the two rates a conversion uses (see `convert`). */
export type RateName = keyof Rates;

/**
 * Converts between USD and KWD with the given rates (millionths), rounding once: to the target's
 * minor unit, or to `decimals` places when a display shows fewer (spec: posts show KWD at 2).
 *
 * spec: reseller-tools §9 names both rates and, for some figures, which one a conversion uses: the
 * portfolio's fallback and the posts multiply USD by 0.31, while the price lookup's KWD is "using
 * 3.23" — USD divided by the KWD→USD rate. The two differ (1 / 3.23 = 0.3096...), so the rule is
 * one: a conversion multiplies by the rate of its own direction unless `by` names the other rate,
 * which it then divides by. Every spec place that names a rate passes it here; nothing else does.
 */
export function convert(
  minor: number,
  from: Currency,
  to: Currency,
  rates: Rates = defaultRates,
  options: { decimals?: number; by?: RateName } = {},
): number {
  assertMinor(minor);
  if (from === to) return minor;
  const own: RateName = from === "USD" ? "usdToKwd" : "kwdToUsd";
  const by = options.by ?? own;
  // Multiplying by a rate in millionths is × rate / scale; dividing by one is × scale / rate.
  const [times, over] = by === own ? [rates[by], rateScale] : [rateScale, rates[by]];
  const decimals = options.decimals ?? currencies[to].exponent;
  const shift = decimals - currencies[from].exponent;
  const numerator = BigInt(minor) * BigInt(times) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = BigInt(over) * 10n ** BigInt(Math.max(-shift, 0));
  return Number(divideRounded(numerator, denominator) * 10n ** BigInt(currencies[to].exponent - decimals));
}

/** A share of an amount in basis points (1% = 100), rounded half away from zero. */
export function percentOf(minor: number, basisPoints: number): number {
  assertMinor(minor);
  return Number(divideRounded(BigInt(minor) * BigInt(basisPoints), 10_000n));
}

/**
 * Splits an amount of minor units in proportion to `weights`, rounding so the parts add up to the
 * amount exactly (the largest remainders take the leftover units). All-zero weights: all to the first.
 */
export function splitByWeights(minor: number, weights: readonly number[]): number[] {
  assertMinor(minor);
  if (weights.length === 0) return [];
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0) return weights.map((_, index) => (index === 0 ? minor : 0));
  const total = BigInt(minor);
  const exact = weights.map((weight) => total * BigInt(weight));
  const parts = exact.map((value) => value / BigInt(whole));
  let left = total - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(whole) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** Rounds minor units to a whole number of major units (e.g. a KWD price without fils). */
export function roundToMajor(minor: number, currency: Currency): number {
  const unit = BigInt(10 ** currencies[currency].exponent);
  return Number(divideRounded(BigInt(minor), unit) * unit);
}

/** Latin digits with thousands commas (1234567 -> 1,234,567). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Formats with two decimals, as the spec asks for every display, in Latin digits so prices read
 * the same inside Arabic text (wrap them in `dir="ltr"`). `symbol` is the reader's word for the
 * currency, in its usual place (the web app's `useFormatMoney` passes the page language's: "د.ك"
 * in Arabic, so one page never names the dinar two ways); without it, the one above.
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  options: { decimals?: number; symbol?: string } = {},
): string {
  assertMinor(minor);
  const decimals = options.decimals ?? 2;
  const exponent = currencies[currency].exponent;
  // Exact integer arithmetic, rounding half away from zero. Not Intl.NumberFormat: building the
  // first one loads locale data, which cost a phone about 20 ms of the storefront's hydration.
  const magnitude = BigInt(Math.abs(minor));
  const scaled =
    decimals >= exponent
      ? magnitude * 10n ** BigInt(decimals - exponent)
      : divideRounded(magnitude, 10n ** BigInt(exponent - decimals));
  const unit = 10n ** BigInt(decimals);
  const whole = groupThousands((scaled / unit).toString());
  const number = decimals > 0 ? `${whole}.${(scaled % unit).toString().padStart(decimals, "0")}` : whole;
  const sign = minor < 0 ? "-" : "";
  const symbol = options.symbol ?? currencies[currency].symbol;
  return currency === "USD" ? `${sign}${symbol}${number}` : `${sign}${number} ${symbol}`;
}

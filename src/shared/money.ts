/**
 * Money as integer minor units (USD cents, KWD fils). This module alone converts, rounds and
 * formats; nothing else multiplies a price by a float (ARCHITECTURE.md, Decisions: Money).
 *
 * Each currency the shop shows a price in (issue 30): its minor unit (KWD, BHD and OMR count
 * thousandths: fils and baisa), its English symbol, and whether the symbol goes before the number
 * ($, €, £) or after it (the codes, and the Arabic abbreviations the web app passes).
 */
export const currencies = {
  USD: { exponent: 2, symbol: "$", symbolFirst: true },
  KWD: { exponent: 3, symbol: "KWD", symbolFirst: false },
  SAR: { exponent: 2, symbol: "SAR", symbolFirst: false },
  AED: { exponent: 2, symbol: "AED", symbolFirst: false },
  QAR: { exponent: 2, symbol: "QAR", symbolFirst: false },
  BHD: { exponent: 3, symbol: "BHD", symbolFirst: false },
  OMR: { exponent: 3, symbol: "OMR", symbolFirst: false },
  EUR: { exponent: 2, symbol: "€", symbolFirst: true },
  GBP: { exponent: 2, symbol: "£", symbolFirst: true },
} as const;
export type Currency = keyof typeof currencies;
/** The currencies the shop keeps its books and charges in: US dollars, and Kuwaiti dinars (KNET). */
export type ShopCurrency = "USD" | "KWD";

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
  from: ShopCurrency,
  to: ShopCurrency,
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

/**
 * A price kept in US cents shown in another currency (issue 30): `rate` is how many of `to` one
 * US dollar buys, in millionths (SAR 3.75 is 3,750,000). Rounded once, half away from zero, to
 * `to`'s own minor unit (halalas, fils, cents), so 3-decimal currencies keep their third digit.
 */
export function fromUsd(cents: number, to: Currency, rate: number): number {
  assertMinor(cents);
  if (!Number.isSafeInteger(rate) || rate <= 0) throw new RangeError(`Not a rate in millionths: ${rate}`);
  const shift = currencies[to].exponent - currencies.USD.exponent;
  const numerator = BigInt(cents) * BigInt(rate) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = BigInt(rateScale) * 10n ** BigInt(Math.max(-shift, 0));
  return Number(divideRounded(numerator, denominator));
}

/** Parses a decimal rate as a source publishes it ("1.0921", 0.3077) into millionths, rounded. */
export function toRate(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(9) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a rate: ${value}`);
  const [, whole = "0", fraction = ""] = match;
  const digits = BigInt(`${whole}${fraction}`);
  const rate = Number(divideRounded(digits * BigInt(rateScale), 10n ** BigInt(fraction.length)));
  if (rate <= 0 || !Number.isSafeInteger(rate)) throw new RangeError(`Not a usable rate: ${value}`);
  return rate;
}

/**
 * A rate through a third currency, in millionths, rounded once: both rates are quoted per unit of
 * the same base, and the answer is `quote` per unit of `per`. The ECB quotes per euro, so GBP per
 * USD is crossRate(GBP per EUR, USD per EUR), and EUR per USD is crossRate(1 EUR, USD per EUR).
 */
export function crossRate(quote: number, per: number): number {
  if (!Number.isSafeInteger(quote) || !Number.isSafeInteger(per) || quote <= 0 || per <= 0)
    throw new RangeError(`Not rates in millionths: ${quote}, ${per}`);
  return Number(divideRounded(BigInt(quote) * BigInt(rateScale), BigInt(per)));
}

/** A rate in millionths as short decimal text for people: 3750000 → "3.75", 384500 → "0.3845". */
export function formatRate(rate: number): string {
  const whole = Math.trunc(rate / rateScale);
  const fraction = String(rate % rateScale)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
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
 * in Arabic, so one page never names the dinar two ways); without it, the one above. A shopper's
 * price takes its currency's own decimals instead (`formatPrice`).
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
  return currencies[currency].symbolFirst ? `${sign}${symbol}${number}` : `${sign}${number} ${symbol}`;
}

/**
 * An amount for a label that needs no precision (issue 30: a price filter's bounds shown in the
 * shopper's currency): whole units, rounded half away from zero to `digits` significant figures
 * (3,750 → 3,800; 18,750 → 19,000; 310 → 310), in minor units again.
 */
export function roughAmount(minor: number, currency: Currency, digits = 2): number {
  assertMinor(minor);
  const unit = 10n ** BigInt(currencies[currency].exponent);
  const wholeDigits = (BigInt(Math.abs(minor)) / unit).toString().length;
  // Rounded once, from the exact amount: 7,749.5 is 7,700, not 7,750 and then 7,800.
  const step = 10n ** BigInt(Math.max(wholeDigits - digits, 0)) * unit;
  return Number(divideRounded(BigInt(minor), step) * step);
}

/**
 * Two amounts of one currency as a range with the symbol once, in its usual place: "$1,000–5,000",
 * "3,800–19,000 SAR" (formatMoney's options; nonnegative amounts).
 */
export function formatMoneyRange(
  fromMinor: number,
  toMinor: number,
  currency: Currency,
  options: { decimals?: number; symbol?: string } = {},
): string {
  const bare = (minor: number) => formatMoney(minor, currency, { ...options, symbol: "" }).trim();
  return formatMoney(toMinor, currency, options).replace(
    bare(toMinor),
    `${bare(fromMinor)}–${bare(toMinor)}`,
  );
}

/**
 * A price as a shopper reads it (issue 30): in its currency's own convention, three decimals for
 * KWD, BHD and OMR and two for the others, still in Latin digits.
 */
export function formatPrice(minor: number, currency: Currency, options: { symbol?: string } = {}): string {
  return formatMoney(minor, currency, { ...options, decimals: currencies[currency].exponent });
}

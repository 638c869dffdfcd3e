import { formatMoney } from "../../../../../shared/money";

/** Chart colours from the house palette, and the inventory statuses' own (green, blue, purple). */
export const chartColors = {
  revenue: "#c5a46d",
  profit: "#1c1a17",
  grid: "#ddd3c1",
  axis: "#625a4f",
  available: "#059669",
  sold: "#2563eb",
  shipped: "#7c3aed",
  brand: "#7d5f2a",
} as const;

/** A shop month "YYYY-MM" by name in the page's language, digits always Latin. */
export function monthLabel(month: string, language: string, style: "short" | "long" = "short"): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-US", {
    month: style,
    ...(style === "long" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(Date.UTC(year, index - 1, 1));
}

/** An axis figure: KWD from fils, short (12.5K). */
export function compactKwd(fils: number): string {
  return new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(
    fils / 1000,
  );
}

export const kwdText = (fils: number) => formatMoney(fils, "KWD");

import { type Currency, toMajor } from "../../../shared/money";

/** Chart colours from the house palette, and the inventory statuses' own (green, blue, purple). */
export const chartColors = {
  revenue: "#c5a46d",
  profit: "#1c1a17",
  grid: "#ddd3c1",
  axis: "#625a4f",
  available: "#059669",
  sold: "#2563eb",
  shipped: "#7c3aed",
  reserved: "#b45309",
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

/** A calendar day "YYYY-MM-DD" in the page's language ("3 Mar"), digits always Latin. */
export function dayLabel(day: string, language: string, style: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-US", {
    day: "numeric",
    month: style,
    ...(style === "long" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(Date.parse(`${day}T00:00:00Z`));
}

/** An axis figure: an amount in major units from minor ones, short (12.5K). */
export function compactMoney(minor: number, currency: Currency): string {
  return new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(
    toMajor(minor, currency),
  );
}

export const compactKwd = (fils: number) => compactMoney(fils, "KWD");

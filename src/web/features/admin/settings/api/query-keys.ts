/** Query keys of the settings page, from one factory (STYLE.md, habit 8). */
export const settingsKeys = {
  all: ["admin", "settings"] as const,
  exchangeRates: ["admin", "settings", "exchange-rates"] as const,
};

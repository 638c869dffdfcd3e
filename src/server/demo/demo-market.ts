import { toMinor } from "../../shared/money";
import type { Db } from "../db/client";
import { type NewObservation, recordObservations } from "../modules/market/market-observations.service";

const dayMs = 24 * 60 * 60 * 1000;

interface DemoPrice {
  daysAgo: number;
  /** In the currency as seen, whole dollars or dinars. */
  price: number;
  currency?: "USD" | "KWD";
  kind: "asking" | "sold";
  whereSeen: string;
  condition?: string;
}

/**
 * Prices the demo shop's staff recorded by hand (issue 31), so a new user sees a watch page placed
 * in its market: the Submariner against enough sold prices, the Speedmaster against asking prices
 * only (too few sales), and the Black Bay Fifty-Eight with too few of either ("Not enough data").
 * Realistic figures for late 2026, some seen in dinars; each says where it was seen.
 */
const demoMarket: { brand: string; model: string; reference: string; prices: DemoPrice[] }[] = [
  {
    brand: "Rolex",
    model: "Submariner Date",
    reference: "126610LN",
    prices: [
      { daysAgo: 300, price: 14_400, kind: "sold", whereSeen: "Dealer sale, Dubai", condition: "Excellent" },
      { daysAgo: 262, price: 4_550, currency: "KWD", kind: "sold", whereSeen: "Private sale, Kuwait City" },
      {
        daysAgo: 231,
        price: 14_150,
        kind: "sold",
        whereSeen: "Online auction result",
        condition: "Very good",
      },
      { daysAgo: 187, price: 14_900, kind: "sold", whereSeen: "Auction result, Geneva", condition: "Unworn" },
      { daysAgo: 143, price: 14_300, kind: "sold", whereSeen: "Dealer sale, Riyadh" },
      { daysAgo: 96, price: 4_380, currency: "KWD", kind: "sold", whereSeen: "Dealer sale, Kuwait City" },
      {
        daysAgo: 61,
        price: 14_600,
        kind: "sold",
        whereSeen: "Online auction result",
        condition: "Excellent",
      },
      { daysAgo: 24, price: 14_250, kind: "sold", whereSeen: "Dealer sale, Doha" },
      { daysAgo: 208, price: 15_500, kind: "asking", whereSeen: "Chrono24 listing, Germany" },
      { daysAgo: 120, price: 15_250, kind: "asking", whereSeen: "Dealer window, Dubai Mall" },
      { daysAgo: 77, price: 14_990, kind: "asking", whereSeen: "Chrono24 listing, Italy" },
      { daysAgo: 40, price: 15_800, kind: "asking", whereSeen: "Dealer website, London" },
      { daysAgo: 18, price: 15_100, kind: "asking", whereSeen: "Chrono24 listing, UAE" },
      { daysAgo: 6, price: 4_750, currency: "KWD", kind: "asking", whereSeen: "Instagram dealer, Kuwait" },
    ],
  },
  {
    brand: "Omega",
    model: "Speedmaster Moonwatch Professional",
    reference: "310.30.42.50.01.001",
    prices: [
      { daysAgo: 170, price: 6_100, kind: "sold", whereSeen: "Private sale, Kuwait City" },
      { daysAgo: 52, price: 6_350, kind: "sold", whereSeen: "Online auction result" },
      { daysAgo: 210, price: 6_700, kind: "asking", whereSeen: "Chrono24 listing, Germany" },
      { daysAgo: 150, price: 6_450, kind: "asking", whereSeen: "Dealer window, Dubai" },
      { daysAgo: 98, price: 6_600, kind: "asking", whereSeen: "Chrono24 listing, France" },
      { daysAgo: 63, price: 6_350, kind: "asking", whereSeen: "Dealer website, London" },
      { daysAgo: 29, price: 6_500, kind: "asking", whereSeen: "Chrono24 listing, UAE" },
      { daysAgo: 9, price: 2_050, currency: "KWD", kind: "asking", whereSeen: "Instagram dealer, Kuwait" },
    ],
  },
  {
    brand: "Tudor",
    model: "Black Bay Fifty-Eight",
    reference: "M79030N-0001",
    prices: [
      { daysAgo: 80, price: 3_300, kind: "sold", whereSeen: "Private sale, Kuwait City" },
      { daysAgo: 33, price: 3_700, kind: "asking", whereSeen: "Chrono24 listing, Germany" },
      { daysAgo: 12, price: 3_650, kind: "asking", whereSeen: "Dealer window, Dubai" },
    ],
  },
];

/** Stores the demo's recorded prices through the market module, dated back from `now`. */
export async function seedDemoMarket(db: Db, now: number): Promise<void> {
  const observations = demoMarket.flatMap(({ prices, ...watch }) =>
    prices.map(
      (price): NewObservation => ({
        ...watch,
        source: "manual",
        sourceItemId: null,
        title: null,
        whereSeen: price.whereSeen,
        priceMinor: toMinor(price.price, price.currency ?? "USD"),
        currency: price.currency ?? "USD",
        condition: price.condition ?? null,
        url: null,
        kind: price.kind,
        observedAt: new Date(now - price.daysAgo * dayMs),
      }),
    ),
  );
  await recordObservations(db, observations);
}

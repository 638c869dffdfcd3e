import type { PortfolioSave } from "../../shared/portfolio-schemas";
import type { Db } from "../db/client";
import { revaluePortfolioItem, savePortfolioItem } from "../modules/portfolio/portfolio.service";
import type { Storage } from "../providers/storage/storage";
import { demoAccountId, demoOwnPhoto } from "./demo-account";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo customer's portfolio (issue 11): watches entered by hand, each re-valued by its owner a
 * few times, so the page starts with a history. No figure claims a market source it did not have.
 */
const demoPortfolio: {
  brand: string;
  model: string;
  reference: string;
  notes: string;
  confidence: number;
  /** USD cents, oldest first, with how many days ago each was recorded. */
  values: [cents: number, daysAgo: number][];
}[] = [
  {
    brand: "Rolex",
    model: "Submariner Date",
    reference: "126610LN",
    notes: "Full set, 2021 card",
    confidence: 94,
    values: [
      [1_320_000, 150],
      [1_380_000, 90],
      [1_410_000, 20],
    ],
  },
  {
    brand: "Omega",
    model: "Speedmaster Moonwatch Professional",
    reference: "310.30.42.50.01.001",
    notes: "Hesalite, serviced 2024",
    confidence: 88,
    values: [
      [610_000, 120],
      [585_000, 45],
    ],
  },
  {
    brand: "Cartier",
    model: "Santos de Cartier",
    reference: "WSSA0018",
    notes: "Medium size, steel bracelet and leather strap",
    confidence: 81,
    values: [
      [590_000, 75],
      [625_000, 30],
      [640_000, 5],
    ],
  },
  {
    brand: "Tudor",
    model: "Black Bay 58",
    reference: "M79030N-0001",
    notes: "Watch only",
    confidence: 76,
    values: [
      [335_000, 40],
      [348_000, 12],
    ],
  },
];

/** Gives the account with `email` the demo portfolio, through the portfolio's own service. */
export async function seedDemoPortfolio(
  deps: { db: Db; storage: Storage },
  email: string,
  now = Date.now(),
): Promise<void> {
  const { db } = deps;
  const ownerId = await demoAccountId(db, email);
  if (!ownerId) return;
  for (const watch of demoPortfolio) {
    const [[added, addedDaysAgo], ...later] = watch.values as [[number, number], ...[number, number][]];
    const input: PortfolioSave = {
      brand: watch.brand,
      model: watch.model,
      reference: watch.reference,
      confidence: watch.confidence,
      identificationMethod: null,
      imageMediaId: await demoOwnPhoto(deps, ownerId, watch.reference, 4),
      brief: watch.notes,
      marketPrice: { average: added, low: null, high: null },
      listings: [],
      source: "manual_entry",
      profitabilityRecommendation: null,
      insights: null,
    };
    const item = await savePortfolioItem(db, ownerId, input, { at: new Date(now - addedDaysAgo * dayMs) });
    for (const [price, daysAgo] of later) {
      await revaluePortfolioItem(
        db,
        ownerId,
        item.id,
        { price, source: "owner_estimate" },
        { at: new Date(now - daysAgo * dayMs) },
      );
    }
  }
}

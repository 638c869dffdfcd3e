import { type InventoryItemBaseInput, inventoryItemBaseSchema } from "../../shared/inventory-schemas";
import type { Db } from "../db/client";
import { createPersonalInventoryItem } from "../modules/inventory/personal-inventory.service";
import type { Storage } from "../providers/storage/storage";
import { demoAccountId, demoOwnPhoto } from "./demo-account";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo customer's own stock (issue 11), amounts in KWD as the form takes them: two watches for
 * sale, one sold and one shipped, so the inventory page opens with a summary worth reading.
 */
const demoInventory: (Partial<Record<keyof InventoryItemBaseInput, string>> & { daysAgo: number })[] = [
  {
    make: "Rolex",
    model: "GMT-Master II",
    reference: "126710BLRO",
    buyingPrice: "5850",
    expectedSellingPrice: "6400",
    notes: "Bought from a collector in Salmiya, full set",
    daysAgo: 12,
  },
  {
    make: "Tudor",
    model: "Black Bay 58",
    reference: "M79030N-0001",
    buyingPrice: "1020",
    expectedSellingPrice: "1180",
    shippingCost: "8",
    daysAgo: 30,
  },
  {
    make: "Omega",
    model: "Seamaster Diver 300M",
    reference: "210.30.42.20.03.001",
    buyingPrice: "1350",
    expectedSellingPrice: "1600",
    soldPrice: "1575",
    shippingCost: "15",
    fees: "102.375",
    status: "shipped",
    daysAgo: 64,
  },
  {
    make: "Cartier",
    model: "Santos de Cartier",
    reference: "WSSA0018",
    buyingPrice: "1900",
    expectedSellingPrice: "2250",
    soldPrice: "2200",
    fees: "40",
    status: "sold",
    notes: "Sold face to face",
    daysAgo: 95,
  },
];

/** Gives the account with `email` the demo inventory through the inventory's service, each item checked by the form's schema. */
export async function seedDemoInventory(
  deps: { db: Db; storage: Storage },
  email: string,
  now = Date.now(),
): Promise<void> {
  const { db } = deps;
  const userId = await demoAccountId(db, email);
  if (!userId) return;
  for (const { daysAgo, ...input } of demoInventory) {
    const imageMediaId = input.reference ? await demoOwnPhoto(deps, userId, input.reference, 5) : null;
    await createPersonalInventoryItem(db, userId, inventoryItemBaseSchema.parse({ ...input, imageMediaId }), {
      at: new Date(now - daysAgo * dayMs),
    });
  }
}

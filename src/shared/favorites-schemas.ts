import { z } from "zod";

export const favoriteSchema = z.object({ listingId: z.uuid("Unknown watch") });

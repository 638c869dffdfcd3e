import { z } from "zod";
import { languages } from "./i18n";

/** GET /api/pages/:slug?lang= — the page's language; anything else is English, as for the rest of the shop. */
export const contentPageQuerySchema = z.object({
  lang: z.enum(languages).catch("en"),
});

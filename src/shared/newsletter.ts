import { z } from "zod";
import { languages } from "./i18n";

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
  language: z.enum(languages).optional(),
});

import { z } from "zod";
import { emailField } from "./email";
import { languages } from "./i18n";

export const newsletterSchema = z.object({
  email: emailField({
    required: "Please enter your email address",
    invalid: "Please enter a valid email address",
  }),
  language: z.enum(languages).optional(),
});

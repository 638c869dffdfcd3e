import { z } from "zod";
import type { ShippingAddress } from "./checkout";
import { phoneField } from "./phone";
import { text } from "./text";

const name = z.string().trim().min(1, "Please fill in all fields").pipe(text(80));

/** The shopper's editable profile (ARCHITECTURE.md, Decisions: /account). */
export const profileUpdateSchema = z.object({
  firstName: name,
  lastName: name,
  phone: phoneField()
    .transform((v) => (v === "" ? null : v))
    .nullish(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export interface ProfileDto {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** The address of the shopper's last checkout, offered at the next one. */
  shippingAddress: ShippingAddress | null;
}

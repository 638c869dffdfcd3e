import { rateScale, toMajor } from "../../../../shared/money";
import { type SettingsWriteInput, settingsWriteSchema } from "../../../../shared/settings-schemas";
import { type SocialNetwork, type StoreSettingsDto, socialNetworks } from "../../../../shared/store-settings";

/** The settings form as typed: decimals as text, the ship-to choice apart from its list. */
export interface SettingsFormValues {
  usdToKwd: string;
  shippingFee: string;
  shipToAll: boolean;
  shipTo: string[];
  contactEmail: string;
  contactPhone: string;
  whatsapp: string;
  social: Record<SocialNetwork, string>;
  /** Issue 31, Settings → Sales: whole numbers as typed, and the offers' switch. */
  depositPercent: string;
  depositDays: string;
  offersEnabled: boolean;
}

/** Millionths as the shortest decimal: 310000 → "0.31". */
export function rateText(millionths: number): string {
  const fraction = String(millionths % rateScale)
    .padStart(6, "0")
    .replace(/0+$/, "");
  const whole = Math.floor(millionths / rateScale);
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export function settingsValues(settings: StoreSettingsDto): SettingsFormValues {
  return {
    usdToKwd: rateText(settings.rates.usdToKwd),
    shippingFee: toMajor(settings.shippingFeeCents, "USD").toFixed(2),
    shipToAll: settings.shipTo === "all",
    shipTo: settings.shipTo === "all" ? [] : settings.shipTo,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone ?? "",
    whatsapp: settings.whatsapp ?? "",
    social: Object.fromEntries(
      socialNetworks.map((network) => [network, settings.social[network] ?? ""]),
    ) as Record<SocialNetwork, string>,
    depositPercent: String(settings.depositPercent),
    depositDays: String(settings.depositDays),
    offersEnabled: settings.offersEnabled,
  };
}

/** Form field of each server path ("social.x" is its own field; the list's errors sit on shipTo). */
export type SettingsField =
  | "usdToKwd"
  | "shippingFee"
  | "shipTo"
  | "contactEmail"
  | "contactPhone"
  | "whatsapp"
  | "depositPercent"
  | "depositDays"
  | `social.${SocialNetwork}`;

/** A whole number as typed ("10", " 7 "), or NaN for anything else, which the schema refuses in words. */
function wholeNumber(typed: string): number {
  return /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The shared schema judges the form as the server will: the payload (as typed; the server parses
 * it again) when it passes, else each field's first message (English; the form translates it).
 */
export function checkSettings(
  values: SettingsFormValues,
):
  | { payload: SettingsWriteInput; errors?: undefined }
  | { payload?: undefined; errors: Map<SettingsField, string> } {
  const payload: SettingsWriteInput = {
    usdToKwd: values.usdToKwd,
    shippingFee: values.shippingFee,
    shipTo: values.shipToAll ? "all" : values.shipTo,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    whatsapp: values.whatsapp,
    social: values.social,
    depositPercent: wholeNumber(values.depositPercent),
    depositDays: wholeNumber(values.depositDays),
    offersEnabled: values.offersEnabled,
  };
  const parsed = settingsWriteSchema.safeParse(payload);
  if (parsed.success) return { payload };
  const errors = new Map<SettingsField, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") as SettingsField;
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return { errors };
}

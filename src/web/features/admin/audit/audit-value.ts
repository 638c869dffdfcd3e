import { auditValueKind, isAuditField } from "../../../../shared/audit-fields";
import type { AuditEntryDto } from "../../../../shared/audit-schemas";
import { countryName } from "../../../../shared/countries";
import type { TFunction } from "../../../i18n/translator";
import type { FormatMoney } from "../../../lib/use-format-money";
import { formatAdminTime } from "../components/format-admin-time";

/** Where each kind of record keeps its statuses' words. */
const statusWords: Record<string, string> = {
  order: "common:orderStatus",
  store_inventory_item: "inventory.status",
  contact_message: "inbox.status",
  trade_in: "tradeIns.status",
  email: "outbox.status",
};

/** The words for a field staff changed: a setting's single value is named by the setting itself. */
export function auditFieldLabel(field: string, entry: AuditEntryDto, t: TFunction): string {
  if (field === "value" && entry.entityType === "setting") return t("audit.fields.value");
  return isAuditField(field) ? t(`audit.fields.${field}`) : t("audit.fields.other");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A word from a dictionary when it has one, else the value as stored (text staff typed). */
function worded(t: TFunction, key: string, value: unknown): string {
  return t(`${key}.${String(value)}`, { defaultValue: String(value) });
}

/** The currency a market observation's amount is in, read beside it in the same record. */
function currencyOf(entry: AuditEntryDto): "USD" | "KWD" {
  for (const data of [entry.after, entry.before]) {
    if (isRecord(data) && (data.currency === "USD" || data.currency === "KWD")) return data.currency;
  }
  return "USD";
}

export interface ShownValue {
  text: string;
  /** True when the text is the reader's own words (no bidi isolation, no LTR direction needed). */
  worded: boolean;
}

/**
 * A stored value as staff read it, in the page's language: money with its currency, statuses,
 * conditions and yes/no in words, dates in the shop's time, photos and rows by their count, a
 * linked record by its title. A value of a field no table names is shown as stored.
 */
export function auditValue(
  field: string,
  value: unknown,
  entry: AuditEntryDto,
  tools: { t: TFunction; language: string; formatMoney: FormatMoney },
): ShownValue {
  const { t, language, formatMoney } = tools;
  const words = (text: string): ShownValue => ({ text, worded: true });
  const typed = (text: string): ShownValue => ({ text, worded: false });
  const kind = auditValueKind(field, entry);
  // No list of countries is the shop's "ship everywhere", not an empty one.
  if (kind === "countries" && (value === null || value === undefined))
    return words(t("audit.values.everywhere"));
  if (value === null || value === undefined || value === "") return words(t("audit.values.none"));
  switch (kind) {
    case "usdCents":
      return typeof value === "number" ? typed(formatMoney(value, "USD")) : typed(String(value));
    case "kwdFils":
      return typeof value === "number" ? typed(formatMoney(value, "KWD")) : typed(String(value));
    case "minorAmount":
      return typeof value === "number" ? typed(formatMoney(value, currencyOf(entry))) : typed(String(value));
    case "boolean":
      return words(value ? t("audit.values.yes") : t("audit.values.no"));
    case "date":
      return typed(formatAdminTime(String(value), language, String(value).includes("T")));
    case "status": {
      const key = statusWords[entry.entityType];
      return key ? words(worded(t, key, value)) : typed(String(value));
    }
    case "condition":
      return words(worded(t, "storefront:conditions", value));
    case "observationKind":
      return words(worded(t, "marketPrices.kinds", value));
    case "staffRole":
      return words(worded(t, "staff.roles", value));
    case "postSource":
      return words(worded(t, "posts.source", value));
    case "photos":
      return words(t("audit.values.photos", { count: Array.isArray(value) ? value.length : 1 }));
    case "rows":
      return words(t("audit.values.rows", { count: Array.isArray(value) ? value.length : 0 }));
    case "linked":
      return isRecord(value) && typeof value.title === "string"
        ? typed(value.title)
        : words(t("audit.values.linked"));
    case "countries":
      return Array.isArray(value)
        ? words(
            value.map((code) => countryName(String(code), language)).join(language === "ar" ? "، " : ", "),
          )
        : typed(String(value));
    case "specifications":
      return isRecord(value)
        ? typed(
            Object.entries(value)
              .filter(([, text]) => text !== null && text !== "")
              .map(([name, text]) => `${worded(t, "storefront:specs.labels", name)}: ${String(text)}`)
              .join(" · "),
          )
        : typed(String(value));
    case "number":
    case "text":
      return typed(typeof value === "string" ? value : JSON.stringify(value));
    default:
      return typed(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  }
}

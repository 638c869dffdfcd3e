import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useLanguage } from "../../../i18n/use-language";
import { useShownCurrency } from "../../../lib/display-currency";
import { ApiError } from "../../../lib/http-error";
import type { Message } from "../../../lib/message";
import { formErrorMessage, validationMessage } from "../../../lib/validation-messages";
import type { Prefill, UsePrefill } from "./prefill";

const blank: Prefill = { name: "", email: "", phone: "" };

/**
 * The contact part of a dialog's form: empty for a guest, the account's details for a signed-in
 * shopper once they arrive (unless the shopper has typed already).
 */
export function useContact(usePrefill: UsePrefill) {
  const prefill = usePrefill();
  const [values, setValues] = useState<Prefill>(prefill ?? blank);
  const typed = useRef(prefill !== undefined);
  useEffect(() => {
    if (!prefill || typed.current) return;
    typed.current = true;
    setValues(prefill);
  }, [prefill]);
  const set = (field: keyof Prefill, value: string) => {
    typed.current = true;
    setValues((current) => ({ ...current, [field]: value }));
  };
  return { values, set };
}

export type Contact = ReturnType<typeof useContact>;

/**
 * Who asks, as every hold request says it: their contact details, and the language and currency
 * they read the shop in (so the shop answers in their words, and shows their currency too).
 */
export function useAsker(usePrefill: UsePrefill) {
  const contact = useContact(usePrefill);
  const language = useLanguage();
  const shown = useShownCurrency();
  const asker = () => ({ ...contact.values, language, displayCurrency: shown.currency });
  return { contact, shown, asker };
}

/** The first message of each field the shared schema refuses, in the user's words. */
export function fieldErrors<Field extends string>(error: z.ZodError): Map<Field, Message> {
  const found = new Map<Field, Message>();
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as Field;
    if (!found.has(field)) found.set(field, validationMessage(issue.message));
  }
  return found;
}

/** The server's refusal: its fields' messages when it judged the input, else why it failed. */
export function refusalOf<Field extends string>(
  error: unknown,
): { form: Message; fields: Map<Field, Message> } {
  const fields = new Map<Field, Message>();
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
    for (const issue of error.issues ?? []) {
      const field = issue.path.split(".")[0] as Field;
      if (!fields.has(field)) fields.set(field, validationMessage(issue.message));
    }
  }
  return { form: formErrorMessage(error), fields };
}

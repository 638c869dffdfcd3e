import { type TradeInSubmitInput, tradeInSubmitSchema } from "../../../../shared/trade-in-schemas";
import { ApiError } from "../../../lib/http-error";
import type { Message } from "../../../lib/message";
import { formErrorMessage, validationMessage } from "../../../lib/validation-messages";

export type SellField =
  | "brand"
  | "model"
  | "reference"
  | "year"
  | "condition"
  | "boxPapers"
  | "photoIds"
  | "askingPrice"
  | "name"
  | "email"
  | "phone"
  | "tradeForListingId";

/**
 * The shared schema judges the form as the server will (loaded on first use, so zod stays off the
 * storefront's first load): the payload as typed, else each field's first message in the user's words.
 */
export function checkSell(
  values: TradeInSubmitInput,
):
  | { payload: TradeInSubmitInput; errors?: undefined }
  | { payload?: undefined; errors: Map<SellField, Message> } {
  const parsed = tradeInSubmitSchema.safeParse(values);
  if (parsed.success) return { payload: values };
  const errors = new Map<SellField, Message>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SellField;
    if (!errors.has(field)) errors.set(field, validationMessage(issue.message));
  }
  return { errors };
}

/** The server's refusal: its fields' messages when it judged the input, else why it failed. */
export function sellFailure(error: unknown): { form: Message; fields: Map<SellField, Message> } {
  const fields = new Map<SellField, Message>();
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
    for (const issue of error.issues ?? []) {
      const field = issue.path.split(".")[0] as SellField;
      if (!fields.has(field)) fields.set(field, validationMessage(issue.message));
    }
  }
  return { form: formErrorMessage(error), fields };
}

import { useId } from "react";
import { type FieldError, get, type Path, type UseFormReturn } from "react-hook-form";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import type { CheckoutFormInput, CheckoutFormValues } from "../lib/checkout-form";

export type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
export type CheckoutFieldName = Path<CheckoutFormInput>;

/**
 * One checkout field's wiring: the FormField's label target and its own error in the reader's
 * language (FormField ties it with aria-describedby and sets aria-invalid), and the control's
 * id and registration. Every invalid field says what is wrong beside it: the form is long.
 */
export function useCheckoutField(form: CheckoutForm) {
  const say = useMessage();
  const id = useId();
  return (name: CheckoutFieldName) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    const message = error?.message;
    const controlId = `${id}-${name.replace(".", "-")}`;
    return {
      field: { htmlFor: controlId, error: message ? say(validationMessage(message)) : undefined },
      control: { id: controlId, ...form.register(name) },
    };
  };
}

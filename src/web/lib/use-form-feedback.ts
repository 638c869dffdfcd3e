import { useId } from "react";
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { Message } from "./message";
import { useMessage } from "./use-message";
import { validationMessage } from "./validation-messages";

/**
 * The message of the first invalid field in form order: the form-level error the spec shows
 * ("Please fill in all fields", "Passwords do not match", ...).
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): string | undefined {
  for (const name of order) {
    const error: FieldError | undefined = get(errors, name);
    if (error?.message) return error.message;
  }
  return undefined;
}

/**
 * How a form reports problems: one form-level alert (the server's refusal, else the first invalid
 * field's message) that invalid fields point at, and under a field only a message that differs
 * from the alert, so "Please fill in all fields" is not repeated under every empty box.
 */
export function useFormFeedback<T extends FieldValues>(
  form: UseFormReturn<T>,
  order: readonly Path<T>[],
  failure?: Message,
) {
  const say = useMessage();
  const id = useId();
  const alertId = `${id}-alert`;
  const { errors } = form.formState;
  const validationError = firstErrorMessage(errors, order);
  const formMessage = failure ?? (validationError ? validationMessage(validationError) : undefined);
  const fieldId = (name: Path<T>) => `${id}-${name}`;
  const errorOf = (name: Path<T>): FieldError | undefined => get(errors, name);

  return {
    alertId,
    formMessage,
    /** Spread on the field's FormField: the control's id and its own message, if any. */
    field(name: Path<T>): { htmlFor: string; error: string | undefined } {
      const message = errorOf(name)?.message;
      const error = message && message !== validationError ? say(validationMessage(message)) : undefined;
      return { htmlFor: fieldId(name), error };
    },
    /** Spread on the field's input: id, registration, and the link to the form-level alert. */
    fieldProps(name: Path<T>) {
      const isInvalid = errorOf(name) !== undefined;
      return {
        id: fieldId(name),
        "aria-invalid": isInvalid ? true : undefined,
        "aria-describedby": formMessage && (isInvalid || failure) ? alertId : undefined,
        ...form.register(name),
      };
    },
  };
}

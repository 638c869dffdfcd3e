import { useState } from "react";
import type { Message } from "../../../lib/message";
import { useMessage } from "../../../lib/use-message";

/**
 * What a dialog's form was refused for: why, said above the form, and each field's message, said
 * under it. A refusal moves focus to the first field to fix, in the order the form shows them; a
 * field being corrected drops its old message (the next send judges it again).
 */
export function useRefusal<Field extends string>(order: readonly Field[], idOf: (field: Field) => string) {
  const say = useMessage();
  const [errors, setErrors] = useState<Map<Field, Message>>(new Map());
  const [failure, setFailure] = useState<Message>();
  const refuse = (form: Message | undefined, fields: Map<Field, Message>) => {
    setFailure(form);
    setErrors(fields);
    const first = order.find((field) => fields.has(field));
    if (first) document.getElementById(idOf(first))?.focus();
  };
  const errorOf = (field: Field) => {
    const message = errors.get(field);
    return message ? say(message) : undefined;
  };
  const clearError = (field: Field) => {
    if (errors.has(field)) setErrors((current) => new Map([...current].filter(([name]) => name !== field)));
  };
  return { failure, refuse, errorOf, clearError };
}

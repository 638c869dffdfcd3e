import { RequiredMark } from "./form-field";

/** A field's label with its required mark, or the word "optional" (both translated by the caller). */
export function FieldLabel({
  text,
  required,
  requiredText,
  optionalText,
}: {
  text: string;
  required: boolean;
  requiredText: string;
  optionalText: string;
}) {
  return (
    <>
      {text}
      {required ? (
        <RequiredMark text={requiredText} />
      ) : (
        <span className="font-normal normal-case text-muted-foreground"> ({optionalText})</span>
      )}
    </>
  );
}

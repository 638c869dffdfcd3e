import {
  type ReferenceField,
  type ReferenceWatchDto,
  referenceFields,
  referenceWatchSchema,
} from "../../../../shared/reference-catalogue-schemas";

/** What the edit dialog edits: every field as typed; aliases in one text, separated by semicolons. */
export type ReferenceFormValues = Record<ReferenceField, string>;

export function referenceValues(watch: ReferenceWatchDto): ReferenceFormValues {
  const values = {} as ReferenceFormValues;
  for (const field of referenceFields) {
    const value = watch[field];
    values[field] = Array.isArray(value) ? value.join("; ") : value === null ? "" : String(value);
  }
  return values;
}

/**
 * The shared schema's verdict on the form as typed (the schema trims, splits the aliases and reads
 * the numbers itself): each field's first message, English, translated when shown.
 */
export function checkReference(values: ReferenceFormValues): Map<ReferenceField, string> {
  const result = referenceWatchSchema.safeParse(values);
  const errors = new Map<ReferenceField, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "brand") as ReferenceField;
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return errors;
}

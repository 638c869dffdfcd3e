import type {
  ReferenceField,
  ReferenceWatchDto,
  ReferenceWatchWrite,
} from "../../../shared/reference-catalogue-schemas";
import { type CsvCell, toCsv } from "../../http/csv";

/** The CSV's column for each field, in the export's order; an import reads the same names. */
export const csvColumns: Record<ReferenceField, string> = {
  brand: "Brand",
  collection: "Collection",
  model: "Model",
  reference: "Reference",
  aliases: "Aliases",
  caseSizeMm: "Case size (mm)",
  caseMaterial: "Case material",
  movement: "Movement",
  dialColor: "Dial colour",
  yearFrom: "Year from",
  yearTo: "Year to",
  description: "Description",
};

/** Columns the export adds that an import reads past: they are the catalogue's, not the file's. */
export const readOnlyColumns = ["Source", "Edited at", "Id"] as const;

/** Aliases share one cell, separated by semicolons (the import splits them the same way). */
export const aliasSeparator = "; ";

/** A field's value as the CSV and the import report write it. */
export function fieldText(field: ReferenceField, value: ReferenceWatchWrite[ReferenceField]): string {
  if (value === null || value === undefined) return "";
  if (field === "aliases" && Array.isArray(value)) return value.join(aliasSeparator);
  return String(value);
}

const fields = Object.keys(csvColumns) as ReferenceField[];

/** The catalogue as CSV: every field, then where the row came from, when an admin edited it, and its id. */
export function referenceCatalogueCsv(items: readonly ReferenceWatchDto[]): string {
  return toCsv(
    [...fields.map((field) => csvColumns[field]), ...readOnlyColumns],
    items.map((item): CsvCell[] => [
      ...fields.map((field) => fieldText(field, item[field])),
      item.source,
      item.editedAt,
      item.id,
    ]),
  );
}

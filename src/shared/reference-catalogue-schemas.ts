import { z } from "zod";
import { invalidCursorMessage, pageLimit, searchQuery } from "./list-query";
import { text } from "./text";

/** What the catalogue's API answers when it refuses; the web app translates each (admin.json catalogue.errors). */
export const referenceCatalogueMessages = {
  brandRequired: "Brand is required",
  modelRequired: "Model is required",
  referenceRequired: "Reference is required",
  referenceNeedsCharacters: "A reference needs at least one letter or digit",
  caseSize: "Case size must be between 20 and 60 mm, with at most one decimal",
  year: "Year must be between 1900 and this year",
  yearOrder: "The last year cannot be before the first year",
  tooManyAliases: "At most 20 aliases",
  notFound: "Reference not found",
  duplicate: "This brand already has this reference",
  invalidCursor: invalidCursorMessage,
  csvEmpty: "The file has no rows",
  csvMissingColumns: "The file needs the columns Brand, Model and Reference",
  csvUnknownColumn: "The file has a column the catalogue does not know",
  csvTooManyRows: "At most 5,000 rows per import",
  csvMalformed: "The file is not valid CSV",
  csvDuplicateRow: "The same brand and reference appear on an earlier row",
  csvTooManyCells: "This row has more cells than the header has columns",
  csvTooFewCells: "This row has fewer cells than the header has columns",
} as const;

/** Lengths each text field may have. */
export const referenceTextLimits = {
  brand: 100,
  model: 150,
  reference: 60,
  collection: 100,
  alias: 60,
  caseMaterial: 150,
  movement: 200,
  dialColor: 100,
  description: 2_000,
} as const;
export const maxAliases = 20;
export const caseSizeRange = { min: 20, max: 60 } as const;
export const firstCatalogueYear = 1900;
/** The import's largest file: the whole catalogue several times over, well inside memory. */
export const maxImportRows = 5_000;
export const maxImportChars = 2_000_000;

/** The compared form of a reference: case, dots, dashes, slashes and spaces ignored ("5711/1A-010" → "57111a010"). */
export function referenceKey(reference: string): string {
  return reference.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(text(max));

const nullableText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().pipe(text(max)).nullable());

const currentYear = () => new Date().getUTCFullYear();

/** A year from 1900 to this year, typed or sent as a number; blank is null. */
const year = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "string" ? Number(value.trim()) : value),
  z
    .number({ error: referenceCatalogueMessages.year })
    .int(referenceCatalogueMessages.year)
    .refine((value) => value >= firstCatalogueYear && value <= currentYear(), referenceCatalogueMessages.year)
    .nullable(),
);

/** Millimetres from 20 to 60 with at most one decimal ("40.5"); blank is null. */
const caseSize = z.preprocess(
  (value) =>
    isBlank(value) ? null : typeof value === "string" ? Number(value.trim().replace(",", ".")) : value,
  z
    .number({ error: referenceCatalogueMessages.caseSize })
    .min(caseSizeRange.min, referenceCatalogueMessages.caseSize)
    .max(caseSizeRange.max, referenceCatalogueMessages.caseSize)
    .refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
      referenceCatalogueMessages.caseSize,
    )
    .nullable(),
);

/** Aliases as a list, or as the CSV's one cell separated by semicolons; blanks and repeats dropped. */
const aliases = z.preprocess(
  (value) => (isBlank(value) ? [] : typeof value === "string" ? value.split(";") : value),
  z
    .array(z.string().trim().pipe(text(referenceTextLimits.alias)))
    .transform((list) =>
      list.filter(
        (alias, i) => alias && list.findIndex((other) => other.toLowerCase() === alias.toLowerCase()) === i,
      ),
    )
    .pipe(z.array(z.string()).max(maxAliases, referenceCatalogueMessages.tooManyAliases)),
);

/** One reference as the edit dialog and each import row send it (issue 12: the reference catalogue). */
export const referenceWatchSchema = z
  .object({
    brand: requiredText(referenceTextLimits.brand, referenceCatalogueMessages.brandRequired),
    model: requiredText(referenceTextLimits.model, referenceCatalogueMessages.modelRequired),
    reference: requiredText(
      referenceTextLimits.reference,
      referenceCatalogueMessages.referenceRequired,
    ).refine((value) => referenceKey(value) !== "", referenceCatalogueMessages.referenceNeedsCharacters),
    collection: nullableText(referenceTextLimits.collection),
    aliases,
    caseSizeMm: caseSize,
    caseMaterial: nullableText(referenceTextLimits.caseMaterial),
    movement: nullableText(referenceTextLimits.movement),
    dialColor: nullableText(referenceTextLimits.dialColor),
    yearFrom: year,
    yearTo: year,
    description: nullableText(referenceTextLimits.description),
  })
  .refine((watch) => watch.yearFrom === null || watch.yearTo === null || watch.yearTo >= watch.yearFrom, {
    message: referenceCatalogueMessages.yearOrder,
    path: ["yearTo"],
  });
export type ReferenceWatchInput = z.input<typeof referenceWatchSchema>;
export type ReferenceWatchWrite = z.output<typeof referenceWatchSchema>;

/** The fields a reference carries besides its id and provenance, in the CSV's and the dialog's order. */
export const referenceFields = [
  "brand",
  "collection",
  "model",
  "reference",
  "aliases",
  "caseSizeMm",
  "caseMaterial",
  "movement",
  "dialColor",
  "yearFrom",
  "yearTo",
  "description",
] as const satisfies readonly (keyof ReferenceWatchWrite)[];
export type ReferenceField = (typeof referenceFields)[number];

export const referencePageSize = 50;

/** Search and brand filter: what the table and the CSV export both take. */
export const referenceFilterSchema = z.object({
  q: searchQuery(),
  brand: z
    .string()
    .trim()
    .pipe(text(referenceTextLimits.brand))
    .optional()
    .transform((value) => value || undefined),
});
export type ReferenceFilterInput = z.input<typeof referenceFilterSchema>;
export type ReferenceFilter = z.output<typeof referenceFilterSchema>;

export const referenceListQuerySchema = referenceFilterSchema.extend({
  cursor: text(1024).optional(),
  limit: pageLimit(referencePageSize),
});
export type ReferenceListQuery = z.output<typeof referenceListQuerySchema>;

export const referenceIdParamSchema = z.object({
  id: z.uuid({ error: referenceCatalogueMessages.notFound }),
});

/** The CSV import: the file's text; `dryRun` reports what would change and changes nothing. */
export const referenceImportSchema = z.object({
  csv: z.string({ error: referenceCatalogueMessages.csvEmpty }).max(maxImportChars, "This text is too long"),
  dryRun: z.boolean().default(false),
});
export type ReferenceImportInput = z.input<typeof referenceImportSchema>;

export interface ReferenceWatchDto extends ReferenceWatchWrite {
  id: string;
  /** "catalogue": the bundled data file; "admin": added by an admin's import. */
  source: "catalogue" | "admin";
  /** When an admin last changed it; the start-up load leaves such a row alone. */
  editedAt: string | null;
}

export interface ReferencePageDto {
  items: ReferenceWatchDto[];
  nextCursor: string | null;
  /** Every brand in the catalogue, for the brand filter. */
  brands: string[];
}

/** One field an import would change, with its value before and after (as text, as the CSV has it). */
export interface ReferenceFieldChange {
  field: ReferenceField;
  before: string;
  after: string;
}

/** What an import did, or with `dryRun`, would do: row numbers are the file's lines (header = 1). */
export interface ReferenceImportReport {
  dryRun: boolean;
  added: { row: number; brand: string; reference: string }[];
  changed: { row: number; brand: string; reference: string; changes: ReferenceFieldChange[] }[];
  unchanged: number;
  /** Each refused row with every one of its errors, each naming its field when it has one. */
  rejected: { row: number; errors: ReferenceImportError[] }[];
}

/** One reason an import row was refused; `field` is null for the row as a whole (its cell count, a repeat). */
export interface ReferenceImportError {
  field: ReferenceField | null;
  reason: string;
}

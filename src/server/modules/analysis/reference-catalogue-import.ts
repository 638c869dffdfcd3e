import { eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../../shared/errors";
import {
  maxImportRows,
  type ReferenceField,
  type ReferenceFieldChange,
  type ReferenceImportError,
  type ReferenceImportReport,
  type ReferenceWatchDto,
  type ReferenceWatchWrite,
  referenceCatalogueMessages,
  referenceFields,
  referenceKey,
  referenceWatchSchema,
} from "../../../shared/reference-catalogue-schemas";
import type { Db } from "../../db/client";
import { parseCsv, unguardCell } from "../../http/csv-parse";
import { recordAudit } from "../audit/audit.service";
import { referenceWatches } from "./analysis.schema";
import {
  type CatalogueActor,
  catalogueAuditEntity,
  selectReferences,
  toReferenceDto,
} from "./reference-catalogue.service";
import { csvColumns, fieldText, readOnlyColumns } from "./reference-catalogue-csv";

const refuse = (message: string) => new AppError("VALIDATION_ERROR", message);
const rowKey = (brand: string, reference: string) => `${brand.toLowerCase()}\u0000${referenceKey(reference)}`;

/** The file's columns: which field each one fills (undefined for the export's read-only ones). */
function readHeader(header: readonly string[]): (ReferenceField | undefined)[] {
  const byName = new Map<string, ReferenceField | undefined>([
    ...referenceFields.flatMap((field): [string, ReferenceField][] => [
      [csvColumns[field].toLowerCase(), field],
      [field.toLowerCase(), field],
    ]),
    ...readOnlyColumns.map((name): [string, undefined] => [name.toLowerCase(), undefined]),
  ]);
  const columns = header.map((name) => {
    const key = name.trim().toLowerCase();
    if (!byName.has(key)) throw refuse(referenceCatalogueMessages.csvUnknownColumn);
    return byName.get(key);
  });
  if (!(["brand", "model", "reference"] as const).every((field) => columns.includes(field)))
    throw refuse(referenceCatalogueMessages.csvMissingColumns);
  return columns;
}

/** A schema issue as the report names it: its field (the first part of its path), if it is one. */
function importError(issue: z.core.$ZodIssue): ReferenceImportError {
  const [first] = issue.path;
  const field = referenceFields.find((name) => name === first) ?? null;
  return { field, reason: issue.message };
}

/** What an import does to the catalogue: the rows to add, the rows to change, and its report. */
interface ImportPlan {
  report: ReferenceImportReport;
  inserts: ReferenceWatchWrite[];
  updates: { id: string; write: ReferenceWatchWrite }[];
}

/**
 * Compares the file with the catalogue row by row (issue 12). A row is keyed by brand and compared
 * reference; a column the file leaves out keeps the catalogue's value, an empty cell clears it.
 * Each row is validated with the edit dialog's schema; a refused row is reported with its reason
 * and takes no part, and the others go ahead.
 */
function planImport(csv: string, existing: readonly ReferenceWatchDto[], dryRun: boolean): ImportPlan {
  const parsed = parseCsv(csv);
  if (!parsed) throw refuse(referenceCatalogueMessages.csvMalformed);
  const [header, ...lines] = parsed;
  if (!header) throw refuse(referenceCatalogueMessages.csvEmpty);
  const columns = readHeader(header);
  const rows = lines
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw refuse(referenceCatalogueMessages.csvEmpty);
  if (rows.length > maxImportRows) throw refuse(referenceCatalogueMessages.csvTooManyRows);

  const catalogue = new Map(existing.map((watch) => [rowKey(watch.brand, watch.reference), watch]));
  const seen = new Set<string>();
  const plan: ImportPlan = {
    report: { dryRun, added: [], changed: [], unchanged: 0, rejected: [] },
    inserts: [],
    updates: [],
  };
  const reject = (row: number, errors: ReferenceImportError[]) => plan.report.rejected.push({ row, errors });
  for (const { cells, row } of rows) {
    // A row whose cells do not line up with the header would fill the wrong fields (or clear the
    // ones it lacks): it is refused whole, its fields unread.
    if (cells.length !== columns.length) {
      reject(row, [
        {
          field: null,
          reason:
            cells.length > columns.length
              ? referenceCatalogueMessages.csvTooManyCells
              : referenceCatalogueMessages.csvTooFewCells,
        },
      ]);
      continue;
    }
    const typed: Partial<Record<ReferenceField, string>> = {};
    columns.forEach((field, i) => {
      if (field) typed[field] = unguardCell(cells[i] ?? "");
    });
    const current = catalogue.get(rowKey(typed.brand ?? "", typed.reference ?? ""));
    const result = referenceWatchSchema.safeParse({ ...(current ?? {}), ...typed });
    if (!result.success) {
      reject(row, result.error.issues.map(importError));
      continue;
    }
    const write = result.data;
    const key = rowKey(write.brand, write.reference);
    if (seen.has(key)) {
      reject(row, [{ field: null, reason: referenceCatalogueMessages.csvDuplicateRow }]);
      continue;
    }
    seen.add(key);
    if (!current) {
      plan.inserts.push(write);
      plan.report.added.push({ row, brand: write.brand, reference: write.reference });
      continue;
    }
    const changes: ReferenceFieldChange[] = referenceFields
      .map((field) => ({
        field,
        before: fieldText(field, current[field]),
        after: fieldText(field, write[field]),
      }))
      .filter((change) => change.before !== change.after);
    if (changes.length === 0) {
      plan.report.unchanged += 1;
      continue;
    }
    plan.updates.push({ id: current.id, write });
    plan.report.changed.push({ row, brand: current.brand, reference: current.reference, changes });
  }
  return plan;
}

/**
 * The catalogue's CSV import (issue 12): with `dryRun`, the report of what it would add, change,
 * leave and refuse, and nothing written; without, the same plan applied in one transaction with
 * one audit row. Added and changed rows are marked edited, so the start-up load keeps them.
 */
export async function importReferences(
  db: Db,
  actor: CatalogueActor,
  csv: string,
  dryRun: boolean,
): Promise<ReferenceImportReport> {
  if (dryRun) {
    const existing = (await selectReferences(db)).map(toReferenceDto);
    return planImport(csv, existing, true).report;
  }
  return db.transaction(async (tx) => {
    // Read under the transaction, so what is applied is compared with what is there now.
    const existing = (await selectReferences(tx).for("update")).map(toReferenceDto);
    const plan = planImport(csv, existing, false);
    const editedAt = new Date();
    if (plan.inserts.length > 0)
      await tx
        .insert(referenceWatches)
        .values(plan.inserts.map((write) => ({ ...write, source: "admin", editedAt })));
    for (const update of plan.updates)
      await tx
        .update(referenceWatches)
        .set({ ...update.write, editedAt })
        .where(eq(referenceWatches.id, update.id));
    if (plan.inserts.length > 0 || plan.updates.length > 0)
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: "catalogue.import",
        entityType: catalogueAuditEntity.import,
        entityId: "csv",
        label: null,
        after: {
          added: plan.report.added,
          changed: plan.report.changed,
          unchanged: plan.report.unchanged,
          rejected: plan.report.rejected.length,
        },
        ip: actor.ip,
      });
    return plan.report;
  });
}

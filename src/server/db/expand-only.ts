/**
 * Zero-downtime migrations (issue 29): while a new version migrates, the old one keeps serving on
 * the same database, so a release's migration only adds (tables, nullable columns or columns with
 * a default, indexes). What the old version still reads or writes is removed or tightened in a
 * later release, once no instance of it runs: such a migration says so in a `-- contract:` line.
 */
const contractPatterns: [RegExp, string][] = [
  [/\bdrop\s+table\b/i, "drops a table"],
  [/\bdrop\s+column\b/i, "drops a column"],
  [/\brename\s+(?:column\s+|constraint\s+)?\S+\s+to\b|\brename\s+to\b/i, "renames"],
  [/\balter\s+column\s+\S+\s+(?:set\s+data\s+)?type\b/i, "changes a column's type"],
  [/\bset\s+not\s+null\b/i, "makes a column required"],
  [
    /\badd\s+column\s+(?:if\s+not\s+exists\s+)?(?:(?!\bdefault\b)[^,;])*\bnot\s+null\b(?:(?!\bdefault\b)[^,;])*(?:;|$)/i,
    "adds a required column without a default",
  ],
];

/** The statements of a migration that the version before it could not run beside, with why. */
export function contractStatements(migration: string): string[] {
  return migration
    .split(/;|-->\s*statement-breakpoint/)
    .map((statement) =>
      statement
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join(" ")
        .trim(),
    )
    .filter(Boolean)
    .flatMap((statement) =>
      contractPatterns
        .filter(([pattern]) => pattern.test(`${statement};`))
        .map(([, why]) => `${why}: ${statement}`),
    );
}

/** Whether the migration declares itself a later release's contraction of what an earlier one expanded. */
export const isDeclaredContraction = (migration: string) => /^--\s*contract:\s*\S/m.test(migration);

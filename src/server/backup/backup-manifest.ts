import { z } from "zod";
import { certificateKeyFile } from "../modules/certificates/certificate-key";

/** The database's part of a backup: PGlite's own dump, or pg_dump's custom format. */
export const databaseFiles = { pglite: "database.tar", postgres: "database.pgdump" } as const;
export const manifestFile = "manifest.json";
export const mediaFolder = "media";
export const authSecretFile = "auth-secret";

/**
 * The secrets a shop without their variables makes itself in DATA_DIR, each kept in a backup beside
 * the database that depends on it: the auth secret (sessions, two-factor secrets) and the key that
 * signed its certificates (issue 31). The manifest says which were inside.
 */
export const generatedSecretFiles = {
  authSecret: authSecretFile,
  certificateKey: certificateKeyFile,
} as const;
export type GeneratedSecret = keyof typeof generatedSecretFiles;

/**
 * What a backup holds, written beside its parts: the row count of every table as of the
 * database's snapshot and the checksum of every image, so a restore is checked against both.
 */
export const backupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  media: z.object({
    kind: z.enum(["disk", "s3"]),
    files: z.array(
      z.object({
        key: z.string().min(1).max(512),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    ),
  }),
  /** Whether DATA_DIR's generated auth secret is inside (sessions then survive the restore). */
  authSecret: z.boolean(),
  /** Whether DATA_DIR's generated certificate key is inside (absent from backups taken before it). */
  certificateKey: z.boolean().default(false),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

const namePattern = /^mizan-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?\.tar\.gz$/;

/** `mizan-backup-2026-12-07T03-00-00Z.tar.gz`, then `…Z-2.tar.gz` for a second one that second. */
export function backupFileName(at: Date, attempt = 0): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `mizan-backup-${stamp}${attempt > 0 ? `-${attempt + 1}` : ""}.tar.gz`;
}

/** Whether a file in the backup folder is one of ours (retention never touches anything else). */
export function isBackupFileName(name: string): boolean {
  return namePattern.test(name);
}

/** The UTC day a backup's name says it was taken on (`2026-12-07`). */
export function backupDay(name: string): string | undefined {
  return namePattern.exec(name)?.[1]?.slice(0, 10);
}

/** Orders backup names newest first: by time, then the later of two taken in one second. */
export function newestFirst(a: string, b: string): number {
  const [, stampA = "", nA = "1"] = namePattern.exec(a) ?? [];
  const [, stampB = "", nB = "1"] = namePattern.exec(b) ?? [];
  return stampA === stampB ? Number(nB) - Number(nA) : stampB.localeCompare(stampA);
}

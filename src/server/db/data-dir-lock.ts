import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock file of the embedded database in `databaseDir` (`DATA_DIR/db`): `DATA_DIR/db.lock`. */
export const lockFileOf = (databaseDir: string) => join(databaseDir, "..", "db.lock");

/** The live process other than this one that holds the lock, if any. */
export function lockHolder(lockPath: string): number | undefined {
  let holder: number;
  try {
    holder = Number(readFileSync(lockPath, "utf8"));
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)
    ? holder
    : undefined;
}

/**
 * PGlite does not lock its data directory and two writers corrupt it, so the server holds a lock
 * file with its pid. A lock left by a dead process is taken over.
 */
export function lockDataDir(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) unlinkSync(lockPath);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(lockPath);
      if (holder !== undefined) {
        throw new Error(
          `The database in ${dirname(lockPath)} is in use by another Mizan process (pid ${holder}). ` +
            "Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.",
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

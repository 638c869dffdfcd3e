import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, extname, resolve, sep } from "node:path";
import type { Storage } from "./storage";

// Disk keeps no metadata next to an object, so its type follows from the key's extension.
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".json": "application/json",
};

// A segment starts with a letter or digit, so "..", "." and hidden names can never be addressed.
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** Objects as files under `dir`; a write lands whole or not at all (temp file, fsync, rename). */
export function createDiskStorage(dir: string): Storage {
  const root = resolve(dir);

  function pathOf(key: string): string {
    if (key.length > 512 || !key.split("/").every((segment) => segmentPattern.test(segment))) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path;
  }

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomUUID()}.tmp`;
      const handle = await open(temp, "w");
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const body = await readFile(path);
        return { body, contentType: contentTypes[extname(path).toLowerCase()] ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

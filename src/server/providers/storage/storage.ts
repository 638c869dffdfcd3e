import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";

/** Object storage for uploaded media; keys are "/"-separated paths such as media/<id>/640.webp. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored object, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing object is not an error, so retries are safe. */
  delete(key: string): Promise<void>;
}

/** Local disk by default, S3-compatible storage when S3_BUCKET is set (ARCHITECTURE.md, Stack). */
export function createStorage(config: Config["storage"]): Storage {
  return config.kind === "s3" ? createS3Storage(config) : createDiskStorage(config.dir);
}

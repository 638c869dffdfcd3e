import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** Local disk by default, S3-compatible storage when S3_BUCKET is set (ARCHITECTURE.md, Stack). */
export function createStorage(config: Config["storage"]): Storage {
  return config.kind === "s3" ? createS3Storage(config) : createDiskStorage(config.dir);
}

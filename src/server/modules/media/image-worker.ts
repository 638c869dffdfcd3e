/**
 * The image worker process (see image-renderer.ts): reads each upload its parent saved, renders
 * it and answers by the job's id. Started with `--import tsx` by its parent; never imported.
 */
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import sharp from "sharp";
import { AppError } from "../../../shared/errors";
import { renderUpload } from "./image-render";

// The lowest CPU priority, set before libuv's and libvips' threads start, so they inherit it: on a
// busy machine the server's own thread gets the processor first and an upload takes longer instead.
setPriority(19);
// Each upload is read once: sharp's cache of decoded inputs would only hold memory.
sharp.cache(false);

type Job = { id: number; path: string; contentType: string; maxBytes: number };

process.on("message", async (job: Job) => {
  try {
    const image = await renderUpload(await readFile(job.path), job.contentType, job.maxBytes);
    process.send?.({ id: job.id, image });
  } catch (error) {
    const refusal =
      error instanceof AppError ? { code: error.code, issues: error.issues, detail: error.detail } : {};
    process.send?.({ id: job.id, error: { ...refusal, message: (error as Error).message ?? String(error) } });
  }
});
process.on("disconnect", () => process.exit(0));

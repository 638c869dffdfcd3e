import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { AppError, type ErrorBody, type ErrorCode } from "../../../shared/errors";
import { childScript } from "../../project-root";
import type { RenderedImage } from "./image-render";

const worker = childScript("image-worker.mjs", "src/server/modules/media/image-worker.ts");

type Answer = {
  id: number;
  image?: RenderedImage;
  error?: { code?: ErrorCode; issues?: ErrorBody["issues"]; detail?: AppError["detail"]; message: string };
};
type Job = { resolve: (image: RenderedImage) => void; reject: (error: Error) => void };

/**
 * Renders uploads in a process of their own at the lowest CPU priority (issue 9: uploads must not
 * hurt shoppers). Decoding and encoding a 24-megapixel photo takes a core for over a second; in
 * this process its threads would compete on equal terms with the event loop that serves shoppers,
 * and PGlite computes on that loop. The request body goes to a temporary file as it arrives and
 * the worker reads it from there, so this process never parses or copies the megabytes at once.
 * The worker starts with the first upload, starts again if it dies (failing only the jobs it
 * held), and never keeps the server running.
 */
export function createImageRenderer() {
  let child: ChildProcess | undefined;
  let jobs = new Map<number, Job>();
  let nextId = 0;

  function start(): ChildProcess {
    const started = fork(worker.path, [], {
      execArgv: worker.execArgv,
      serialization: "advanced",
      // glibc's allocator keeps an arena per thread; libvips' threads would hold on to their peaks.
      env: { ...process.env, MALLOC_ARENA_MAX: "2" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const held = jobs;
    started.on("message", (answer: Answer) => {
      const job = held.get(answer.id);
      held.delete(answer.id);
      if (held.size === 0) started.channel?.unref();
      if (!job) return;
      if (answer.image) job.resolve(answer.image);
      else if (answer.error?.code) {
        job.reject(
          new AppError(answer.error.code, answer.error.message, answer.error.issues, answer.error.detail),
        );
      } else job.reject(new Error(`image worker: ${answer.error?.message}`));
    });
    started.on("exit", () => {
      if (child === started) {
        child = undefined;
        jobs = new Map();
      }
      for (const job of held.values()) job.reject(new Error("the image worker stopped"));
      held.clear();
    });
    started.unref();
    return started;
  }

  function render(job: { path: string; contentType: string; maxBytes: number }) {
    return new Promise<RenderedImage>((resolve, reject) => {
      child ??= start();
      const id = nextId++;
      jobs.set(id, { resolve, reject });
      child.channel?.ref();
      child.send({ id, ...job }, (error) => {
        if (error && jobs.delete(id)) reject(error);
      });
    });
  }

  /**
   * Renders a multipart/form-data upload with one image in the field `file` (shared/media.ts) once
   * `turn` comes. The body is saved first, while the upload waits its turn: a client still sending
   * would otherwise be cut off by the server's request timeout.
   */
  return async function renderUpload(
    upload: { body: ReadableStream<Uint8Array>; contentType: string; maxBytes: number },
    turn: Promise<void>,
  ): Promise<RenderedImage> {
    const path = join(tmpdir(), `mizan-upload-${randomUUID()}`);
    try {
      await pipeline(Readable.fromWeb(upload.body), createWriteStream(path));
      await turn;
      return await render({ path, contentType: upload.contentType, maxBytes: upload.maxBytes });
    } finally {
      await rm(path, { force: true });
    }
  };
}

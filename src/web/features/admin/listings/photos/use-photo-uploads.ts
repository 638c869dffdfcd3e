import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { catalogLimits } from "../../../../../shared/catalog";
import type { MediaDto } from "../../../../../shared/media";
import { toast } from "../../../../components/ui/toast";
import { useTranslation } from "../../../../i18n/use-translation";
import { apiErrorMessage } from "../../../../lib/error-messages";
import type { Message } from "../../../../lib/message";
import { isAbort, uploadMedia } from "./upload-media";

/** Issue 9: the server refuses a photo over 10 MB; saying so before sending saves the wait. */
export const maxPhotoBytes = 10 * 1024 * 1024;

// Two at a time: each file shows its own progress and the server's bounded image queue is not
// flooded by one admin's ten photos.
const concurrency = 2;

export type UploadStatus = "queued" | "uploading" | "processing" | "failed";

/** One chosen file on its way to the gallery; it leaves the list once it is in the gallery. */
export interface Upload {
  id: string;
  name: string;
  /** Percent sent, 0 to 100. */
  progress: number;
  status: UploadStatus;
  error?: Message;
  /** A file refused before sending (not an image, too large) cannot succeed by being sent again. */
  retryable: boolean;
}

/** The files chosen together: they join the gallery in the order chosen and get one toast. */
interface Batch {
  ids: string[];
  results: Map<string, MediaDto | null>;
  committed: number;
}

function precheck(file: File): Message | undefined {
  if (!file.type.startsWith("image/")) return { key: "common:apiErrors.unsupportedMediaType" };
  if (file.size > maxPhotoBytes) return { key: "admin:photos.tooLarge" };
  return undefined;
}

interface Options {
  images: MediaDto[];
  onChange: (next: MediaDto[]) => void;
}

/** The upload queue of the photo uploader: pre-checks, two uploads at a time, retry and dismiss. */
export function usePhotoUploads({ images, onChange }: Options) {
  const { t } = useTranslation("admin");
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The callbacks below outlive a render, so they read the newest gallery and words from here.
  const latest = useRef({ images, onChange, t });
  useLayoutEffect(() => {
    latest.current = { images, onChange, t };
  });
  const files = useRef(new Map<string, File>());
  const batchOf = useRef(new Map<string, Batch>());
  const queue = useRef<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const reserved = useRef(0);
  const nextId = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      queue.current = [];
      for (const controller of controllers.current.values()) controller.abort();
    };
  }, []);

  const update = useCallback((id: string, change: Partial<Upload>) => {
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  }, []);

  const settle = useCallback((id: string, result: MediaDto | null) => {
    const batch = batchOf.current.get(id);
    if (!batch || !alive.current) return;
    batch.results.set(id, result);
    const ready: MediaDto[] = [];
    const joined = new Set<string>();
    for (let next = batch.ids[batch.committed]; next !== undefined && batch.results.has(next); ) {
      const media = batch.results.get(next);
      if (media) {
        ready.push(media);
        joined.add(next);
      }
      batch.committed += 1;
      next = batch.ids[batch.committed];
    }
    if (ready.length > 0) {
      const gallery = [...latest.current.images, ...ready];
      latest.current.images = gallery;
      reserved.current -= ready.length;
      latest.current.onChange(gallery);
      for (const joinedId of joined) files.current.delete(joinedId);
      setUploads((current) => current.filter((upload) => !joined.has(upload.id)));
    }
    if (batch.committed < batch.ids.length) return;
    for (const batchId of batch.ids) batchOf.current.delete(batchId);
    const results = [...batch.results.values()];
    const uploaded = results.filter(Boolean).length;
    const { t } = latest.current;
    if (uploaded > 0) toast.success(t("photos.toasts.uploaded", { count: uploaded }));
    if (uploaded < results.length) toast.error(t("photos.toasts.failed"));
  }, []);

  const pump = useCallback(() => {
    while (controllers.current.size < concurrency && queue.current.length > 0) {
      const id = queue.current.shift() as string;
      const file = files.current.get(id);
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { status: "uploading", progress: 0 });
      uploadMedia(file, {
        signal: controller.signal,
        // Once every byte is sent the server still decodes and resizes the photo.
        onProgress: (sent) =>
          update(
            id,
            sent >= 1 ? { status: "processing", progress: 100 } : { progress: Math.round(sent * 100) },
          ),
      })
        .then(
          (media) => {
            update(id, { status: "processing", progress: 100 });
            settle(id, media);
          },
          (error: unknown) => {
            if (isAbort(error) || !alive.current) return;
            reserved.current -= 1;
            update(id, { status: "failed", error: apiErrorMessage(error) });
            settle(id, null);
          },
        )
        .finally(() => {
          controllers.current.delete(id);
          if (alive.current) pump();
        });
    }
  }, [settle, update]);

  /** Free places in the gallery, counting the uploads already on their way. */
  const freeSlots = useCallback(
    () => Math.max(0, catalogLimits.imagesPerListing - latest.current.images.length - reserved.current),
    [],
  );

  const start = useCallback(
    (ids: string[], refused: Map<string, Message>) => {
      const batch: Batch = { ids, results: new Map(), committed: 0 };
      for (const id of ids) batchOf.current.set(id, batch);
      const accepted = ids.filter((id) => !refused.has(id));
      reserved.current += accepted.length;
      queue.current.push(...accepted);
      for (const id of refused.keys()) settle(id, null);
      pump();
    },
    [pump, settle],
  );

  const tooMany = useCallback((skipped: number) => {
    const { t } = latest.current;
    const limit = t("photos.toasts.tooManyText", { max: catalogLimits.imagesPerListing });
    toast.error(t("photos.toasts.tooMany"), {
      description: `${limit}. ${t("photos.toasts.notUploaded", { count: skipped })}`,
    });
  }, []);

  const add = useCallback(
    (chosen: File[]) => {
      let slots = freeSlots();
      let skipped = 0;
      const rows: Upload[] = [];
      const refused = new Map<string, Message>();
      for (const file of chosen) {
        const error = precheck(file);
        if (!error && slots === 0) {
          skipped += 1;
          continue;
        }
        if (!error) slots -= 1;
        nextId.current += 1;
        const id = `upload-${nextId.current}`;
        files.current.set(id, file);
        if (error) refused.set(id, error);
        rows.push({
          id,
          name: file.name,
          progress: 0,
          status: error ? "failed" : "queued",
          error,
          retryable: !error,
        });
      }
      if (skipped > 0) tooMany(skipped);
      if (rows.length === 0) return;
      setUploads((current) => [...current, ...rows]);
      start(
        rows.map((row) => row.id),
        refused,
      );
    },
    [freeSlots, start, tooMany],
  );

  const retry = useCallback(
    (id: string) => {
      if (freeSlots() === 0) return tooMany(1);
      update(id, { status: "queued", progress: 0, error: undefined });
      start([id], new Map());
    },
    [freeSlots, start, tooMany, update],
  );

  const dismiss = useCallback((id: string) => {
    files.current.delete(id);
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }, []);

  const pending = uploads.filter((upload) => upload.status !== "failed").length;
  return { uploads, pending, add, retry, dismiss };
}

import type { ErrorBody } from "../../../../../shared/errors";
import type { MediaDto } from "../../../../../shared/media";
import { ApiError } from "../../../../lib/http-error";

// The typed client sends with fetch, which reports no upload progress, so this one route is called
// by XMLHttpRequest with its path written here (the client's $url() needs an absolute base, and ours
// is "/"): POST /api/admin/media, one file in the field `file`.
const mediaUploadPath = "/api/admin/media";

/** The longest Retry-After we wait out by ourselves; a longer one becomes a failure to retry by hand. */
const maxRetryAfterSeconds = 10;

interface UploadOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/** An error answer, with the server's Retry-After (seconds) when it said it was busy. */
class UploadError extends ApiError {
  retryAfterSeconds?: number;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = JSON.parse(xhr.responseText) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const error =
    typeof body?.code === "string"
      ? new UploadError(body.code, xhr.status, body.message ?? "", body.issues, {
          reason: body.reason,
          params: body.params,
        })
      : new UploadError("HTTP_ERROR", xhr.status, xhr.statusText || `HTTP ${xhr.status}`);
  const retryAfter = Number(xhr.getResponseHeader("retry-after"));
  if (xhr.status === 503 && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  return error;
}

function sendOnce(file: File, { onProgress, signal }: UploadOptions): Promise<MediaDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open("POST", mediaUploadPath);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("loadend", () => signal.removeEventListener("abort", abort));
    xhr.addEventListener("load", () => {
      if (xhr.status !== 200 && xhr.status !== 201) return reject(errorOf(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as MediaDto);
      } catch {
        reject(new ApiError("HTTP_ERROR", xhr.status, "The answer was not JSON"));
      }
    });
    // No answer at all (offline, connection cut): a generic failure the user can retry.
    xhr.addEventListener("error", () => reject(new Error("The upload did not reach the server")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was cancelled", "AbortError")));
    if (signal.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", abort, { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

function wait(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("The upload was cancelled", "AbortError"));
      },
      { once: true },
    );
  });
}

/**
 * Uploads one photo and answers its stored renditions; rejects with an `ApiError` the caller can
 * translate. A busy server (503 with a short Retry-After) is waited out once before giving up.
 */
export async function uploadMedia(file: File, options: UploadOptions): Promise<MediaDto> {
  try {
    return await sendOnce(file, options);
  } catch (error) {
    const retryAfter = error instanceof UploadError ? error.retryAfterSeconds : undefined;
    if (retryAfter === undefined || retryAfter > maxRetryAfterSeconds) throw error;
    options.onProgress(0);
    await wait(retryAfter, options.signal);
    return sendOnce(file, options);
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

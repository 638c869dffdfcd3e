import AlertCircleIcon from "lucide-react/icons/circle-exclamation-point";
import RotateCcwIcon from "lucide-react/icons/rotate-ccw";
import XIcon from "lucide-react/icons/x";
import { Button } from "../../../../components/ui/button";
import { useTranslation } from "../../../../i18n/use-translation";
import { cn } from "../../../../lib/cn";
import type { Upload } from "./use-photo-uploads";

interface UploadListProps {
  uploads: Upload[];
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

function UploadRow({ upload, onRetry, onDismiss }: { upload: Upload } & Omit<UploadListProps, "uploads">) {
  const { t } = useTranslation("admin");
  const failed = upload.status === "failed";
  const error =
    upload.error && ("key" in upload.error ? t(upload.error.key, upload.error.values) : upload.error.text);
  return (
    <li
      className={cn(
        "grid gap-2 rounded-sm border bg-card px-3 py-2.5 text-sm",
        failed ? "border-destructive/40" : "border-border",
      )}
    >
      <div className="flex items-center gap-2">
        {failed && <AlertCircleIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />}
        <bdi className="min-w-0 flex-1 truncate font-medium">{upload.name}</bdi>
        {failed ? (
          <span className="flex shrink-0 items-center gap-1">
            {upload.retryable && (
              <Button variant="ghost" size="sm" onClick={() => onRetry(upload.id)}>
                <RotateCcwIcon aria-hidden="true" />
                <span aria-hidden="true">{t("photos.retry")}</span>
                <span className="sr-only">{t("photos.retryFile", { name: upload.name })}</span>
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={() => onDismiss(upload.id)}
              aria-label={t("photos.dismiss", { name: upload.name })}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </span>
        ) : (
          <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
            {t(`photos.status.${upload.status}`, { percent: upload.progress })}
          </span>
        )}
      </div>
      {failed ? (
        <p className="text-xs text-destructive">{error}</p>
      ) : (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
          aria-label={t("photos.progress", { name: upload.name })}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              "h-full rounded-full bg-gold transition-[width] duration-200",
              upload.status === "processing" && "animate-pulse",
            )}
            style={{ width: `${upload.progress}%` }}
          />
        </div>
      )}
    </li>
  );
}

/** The files on their way: progress while sending, the reason with retry and dismiss on failure. */
export function UploadList({ uploads, onRetry, onDismiss }: UploadListProps) {
  const { t } = useTranslation("admin");
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t("photos.uploads")} className="grid gap-2">
      {uploads.map((upload) => (
        <UploadRow key={upload.id} upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}

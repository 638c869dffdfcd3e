import ImagePlusIcon from "lucide-react/icons/image-plus";
import { type DragEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { catalogLimits } from "../../../../../shared/catalog";
import { useTranslation } from "../../../../i18n/use-translation";
import { cn } from "../../../../lib/cn";

interface PhotoDropZoneProps {
  count: number;
  full: boolean;
  disabled: boolean;
  labelledBy?: string;
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
}

function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

/**
 * Where photos come in: a label for a visually hidden file input, so a click, a tap, the keyboard
 * (the input keeps its place in the tab order) and a drop of files all reach the same place.
 */
export function PhotoDropZone({ count, full, disabled, labelledBy, inputRef, onFiles }: PhotoDropZoneProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const zone = useRef<HTMLLabelElement>(null);
  const [over, setOver] = useState(false);
  const off = disabled || full;

  // A file dropped beside the zone would make the browser open it in place of the dialog, losing
  // the form; while the uploader is on screen such a drop does nothing.
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event) || zone.current?.contains(event.target as Node)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "none";
    };
    window.addEventListener("dragover", guard);
    window.addEventListener("drop", guard);
    return () => {
      window.removeEventListener("dragover", guard);
      window.removeEventListener("drop", guard);
    };
  }, []);

  function onDragOver(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = off ? "none" : "copy";
    setOver(!off);
  }

  function onDrop(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!off) onFiles([...event.dataTransfer.files]);
  }

  return (
    <label
      ref={zone}
      htmlFor={`${id}-input`}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      aria-disabled={off || undefined}
      className={cn(
        "flex flex-col items-center justify-center gap-1.5 rounded-sm border border-dashed border-input",
        "bg-card px-4 py-6 text-center transition-colors",
        "has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2",
        "has-focus-visible:ring-offset-background",
        // Full or disabled: the note must stay readable, so the zone greys without fading its text.
        off
          ? "cursor-not-allowed border-border bg-muted/60"
          : "cursor-pointer hover:border-gold hover:bg-gold/5",
        over && "border-gold bg-gold/10",
      )}
    >
      <span
        className={cn(
          "mb-1 inline-flex size-10 items-center justify-center rounded-full",
          off ? "bg-muted text-muted-foreground" : "bg-gold/15 text-gold-dark",
        )}
      >
        <ImagePlusIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />
      </span>
      <span
        id={`${id}-title`}
        className={cn("text-sm font-medium", off ? "text-muted-foreground" : "text-foreground")}
      >
        {t("photos.drop")}
      </span>
      <span id={`${id}-hint`} className="text-xs text-muted-foreground">
        {full ? t("photos.limitReached", { max: catalogLimits.imagesPerListing }) : t("photos.hint")}
      </span>
      <span id={`${id}-count`} className="text-xs tabular-nums text-muted-foreground">
        {t("photos.count", { current: count, max: catalogLimits.imagesPerListing })}
      </span>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple
        accept="image/*"
        disabled={off}
        aria-labelledby={[labelledBy, `${id}-title`].filter(Boolean).join(" ")}
        aria-describedby={`${id}-hint ${id}-count`}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again (after removing it) still fires a change.
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

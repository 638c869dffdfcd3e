import ImageUpIcon from "lucide-react/icons/image-up";
import { type DragEvent, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { photoProblem } from "./photo-check";

/**
 * spec: reseller-tools §2 Analysis section — the drag-and-drop or click file area, with the spec's
 * hint: images only, at most 10 MB (refused here at once, and by the server). The file input is
 * reached through the area's button, so keyboards and screen readers get one clear control.
 */
export function PhotoDropZone({
  id,
  file,
  disabled,
  onPick,
}: {
  id: string;
  file: File | null;
  disabled: boolean;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation("analysis");
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const refusal = photoProblem(picked);
    setProblem(refusal);
    onPick(refusal ? null : picked);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      {/* The whole area takes a click or a drop; its button is the keyboard's way in. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the accessible control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button inside answers the keyboard */}
      <div
        data-testid="photo-drop-zone"
        onClick={() => !disabled && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex cursor-pointer flex-col items-center gap-4 rounded-md border border-dashed border-input bg-card px-4 py-8 text-center transition-colors",
          isDragging && "border-gold-dark bg-ivory-deep",
          disabled && "cursor-not-allowed opacity-60",
        )}
      >
        {preview ? (
          <img
            src={preview}
            alt={t("input.preview")}
            className="max-h-56 w-auto max-w-full rounded-sm border border-border object-contain"
          />
        ) : (
          <ImageUpIcon className="size-10 text-gold-dark" strokeWidth={1.25} aria-hidden="true" />
        )}
        <p className="max-w-xs text-sm font-medium">{t("input.dropTitle")}</p>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          {file ? t("input.replace") : t("input.choose")}
        </Button>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("input.dropHint")}
        </p>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t(problem)}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("input.fileLabel")}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = "";
          take(picked);
        }}
      />
    </div>
  );
}

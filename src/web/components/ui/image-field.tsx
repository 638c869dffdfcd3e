import ImageIcon from "lucide-react/icons/image";
import XIcon from "lucide-react/icons/x";
import { useEffect, useMemo, useRef } from "react";
import type { MediaDto } from "../../../shared/media";
import { ListingImage } from "../watch/listing-image";
import { Button } from "./button";

/** The image field's words, in its form's words (translated already). */
export interface ImageFieldWords {
  label: string;
  choose: string;
  replace: string;
  remove: string;
  hint: string;
}

/**
 * An item's photo in a form: the stored one, a newly chosen file (previewed, uploaded by the form
 * on save), or none. The file input is reached through its button, so keyboards and screen readers
 * get one clear control.
 */
export function ImageField({
  id,
  current,
  file,
  error,
  words,
  onPick,
  onRemove,
}: {
  id: string;
  current: MediaDto | null;
  file: File | null;
  error: string | undefined;
  words: ImageFieldWords;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const hasImage = Boolean(preview || current);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="size-24 shrink-0 overflow-hidden rounded-sm border border-border bg-muted">
        {preview ? (
          <img src={preview} alt="" className="size-full object-cover" />
        ) : current ? (
          <ListingImage media={current} alt="" sizes="96px" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            {hasImage ? words.replace : words.choose}
          </Button>
          {hasImage && (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              <XIcon aria-hidden="true" />
              {words.remove}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {words.hint}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={words.label}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = "";
            if (picked) onPick(picked);
          }}
        />
      </div>
    </div>
  );
}

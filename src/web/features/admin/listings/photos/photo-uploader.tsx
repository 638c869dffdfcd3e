import { useEffect, useRef } from "react";
import { catalogLimits } from "../../../../../shared/catalog";
import type { MediaDto } from "../../../../../shared/media";
import { PhotoDropZone } from "./photo-drop-zone";
import { PhotoGallery } from "./photo-gallery";
import { UploadList } from "./upload-list";
import { usePhotoUploads } from "./use-photo-uploads";

export interface PhotoUploaderProps {
  /** The listing's gallery in order; the first is the cover. */
  images: MediaDto[];
  onChange: (next: MediaDto[]) => void;
  disabled?: boolean;
  /** The id of the field's visible label ("Photos"). */
  labelledBy?: string;
  /** True while any photo is still on its way, so the dialog can hold Save until it has arrived. */
  onBusyChange?: (busy: boolean) => void;
}

/** The listing dialog's photos (issue 9): upload several at once, reorder, remove; at most ten. */
export function PhotoUploader({
  images,
  onChange,
  disabled = false,
  labelledBy,
  onBusyChange,
}: PhotoUploaderProps) {
  const uploads = usePhotoUploads({ images, onChange });
  const input = useRef<HTMLInputElement>(null);
  const busy = uploads.pending > 0;
  const busyChanged = useRef(onBusyChange);
  busyChanged.current = onBusyChange;

  // Says true when uploads start and false when they end, or when the uploader closes mid-way.
  useEffect(() => {
    if (!busy) return;
    busyChanged.current?.(true);
    return () => busyChanged.current?.(false);
  }, [busy]);

  return (
    <fieldset
      aria-labelledby={labelledBy}
      disabled={disabled}
      className="m-0 grid min-w-0 gap-3 border-0 p-0"
    >
      <PhotoDropZone
        count={images.length}
        full={images.length + uploads.pending >= catalogLimits.imagesPerListing}
        disabled={disabled}
        labelledBy={labelledBy}
        inputRef={input}
        onFiles={uploads.add}
      />
      <UploadList uploads={uploads.uploads} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      <PhotoGallery
        images={images}
        onChange={onChange}
        disabled={disabled}
        onEmptied={() => input.current?.focus()}
      />
    </fieldset>
  );
}

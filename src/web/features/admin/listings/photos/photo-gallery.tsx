import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import GripVerticalIcon from "lucide-react/icons/grip-vertical";
import XIcon from "lucide-react/icons/x";
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import type { MediaDto } from "../../../../../shared/media";
import { Badge } from "../../../../components/ui/badge";
import { useTextDirection } from "../../../../i18n/use-text-direction";
import { useTranslation } from "../../../../i18n/use-translation";
import { cn } from "../../../../lib/cn";
import { moveItem, thumbnailOf, thumbnailSizes, thumbnailSrcSet } from "./gallery-order";
import { usePointerReorder } from "./use-pointer-reorder";

type Control = "handle" | "earlier" | "later" | "remove";

interface PhotoGalleryProps {
  images: MediaDto[];
  onChange: (next: MediaDto[]) => void;
  disabled?: boolean;
  /** Where focus goes when the last photo is removed. */
  onEmptied: () => void;
}

const tileButton =
  "inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors " +
  "hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 " +
  "focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-35";

/**
 * The listing's photos in order, the first the cover: reorder by dragging, by the arrow keys on a
 * tile's handle (they follow the reading direction) or by its earlier/later buttons; remove. Every
 * change is announced, and focus stays on the control that made it.
 */
export function PhotoGallery({ images, onChange, disabled = false, onEmptied }: PhotoGalleryProps) {
  const { t } = useTranslation("admin");
  const direction = useTextDirection();
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ id: string; control: Control } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const ids = images.map((image) => image.id);

  function move(from: number, to: number, control: Control) {
    if (disabled || to < 0 || to >= images.length || to === from) return;
    const image = images[from];
    if (!image) return;
    pendingFocus.current = { id: image.id, control };
    onChange(moveItem(images, from, to));
    setAnnouncement(t("photos.moved", { from: from + 1, to: to + 1 }));
  }

  function remove(index: number) {
    if (disabled) return;
    const neighbour = images[index + 1] ?? images[index - 1];
    pendingFocus.current = neighbour ? { id: neighbour.id, control: "remove" } : null;
    onChange(images.filter((_, position) => position !== index));
    setAnnouncement(t("photos.removed", { position: index + 1 }));
    if (!neighbour) onEmptied();
  }

  const reorder = usePointerReorder(ids, (from, to) => move(from, to, "handle"));

  // Runs after the parent re-renders with the new order, when the moved tile is in its new place.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target || !ids.includes(target.id)) return;
    pendingFocus.current = null;
    const tile = list.current?.querySelector(`[data-photo-id="${CSS.escape(target.id)}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
    const control =
      wanted && !wanted.disabled ? wanted : tile?.querySelector<HTMLElement>("[data-drag-handle]");
    control?.focus();
  });

  function onHandleKeyDown(event: KeyboardEvent, index: number) {
    const earlier = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const later = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const targets: Record<string, number> = {
      [earlier]: index - 1,
      [later]: index + 1,
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: images.length - 1,
    };
    if (event.key === "Escape") return reorder.cancel();
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, "handle");
  }

  const byId = new Map(images.map((image) => [image.id, image]));
  return (
    <>
      <ol
        ref={list}
        className="grid grid-cols-2 gap-3 empty:hidden min-[400px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-5"
      >
        {reorder.order.map((id, index) => {
          const image = byId.get(id);
          if (!image) return null;
          const position = index + 1;
          const from = ids.indexOf(id);
          return (
            <li
              key={id}
              data-photo-id={id}
              {...(disabled ? {} : reorder.handlersFor(id))}
              className={cn(
                "overflow-hidden rounded-sm border border-border bg-card shadow-xs transition-shadow",
                index === 0 && "border-gold/70",
                reorder.draggingId === id && "opacity-60 shadow-lg ring-2 ring-gold",
              )}
            >
              <div className="relative aspect-square bg-muted">
                <img
                  src={thumbnailOf(image)}
                  srcSet={thumbnailSrcSet(image)}
                  sizes={thumbnailSizes}
                  alt={t("photos.alt", { position, total: images.length })}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="size-full select-none object-cover"
                />
                {index === 0 && (
                  <Badge variant="gold" className="absolute top-1.5 start-1.5 shadow-sm">
                    {t("photos.cover")}
                  </Badge>
                )}
                <button
                  type="button"
                  data-control="remove"
                  disabled={disabled}
                  onClick={() => remove(from)}
                  aria-label={t("photos.remove", { position })}
                  className={cn(
                    "absolute top-1.5 end-1.5 inline-flex size-8 items-center justify-center rounded-full",
                    "bg-ink/70 text-ivory shadow-sm transition-colors hover:bg-destructive",
                    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:hidden",
                  )}
                >
                  <XIcon className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="flex items-center justify-between gap-1 border-t border-border p-1">
                <button
                  type="button"
                  data-control="earlier"
                  className={tileButton}
                  disabled={disabled || index === 0}
                  onClick={() => move(from, from - 1, "earlier")}
                  aria-label={t("photos.moveEarlier", { position })}
                >
                  <ChevronLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  data-drag-handle
                  data-control="handle"
                  disabled={disabled}
                  onKeyDown={(event) => onHandleKeyDown(event, from)}
                  aria-label={t("photos.handle", { position, total: images.length })}
                  className={cn(
                    tileButton,
                    "w-auto flex-1 cursor-grab touch-none gap-1 active:cursor-grabbing",
                  )}
                >
                  <GripVerticalIcon className="size-4" aria-hidden="true" />
                  <span className="text-xs tabular-nums" aria-hidden="true">
                    {position}
                  </span>
                </button>
                <button
                  type="button"
                  data-control="later"
                  className={tileButton}
                  disabled={disabled || index === images.length - 1}
                  onClick={() => move(from, from + 1, "later")}
                  aria-label={t("photos.moveLater", { position })}
                >
                  <ChevronRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {/* Outside the list so that removing the last photo is still announced. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import XIcon from "lucide-react/icons/x";
import ZoomInIcon from "lucide-react/icons/zoom-in";
import ZoomOutIcon from "lucide-react/icons/zoom-out";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { MediaDto } from "../../../../shared/media";
import { ListingImage } from "../../../components/watch/listing-image";
import { useTextDirection } from "../../../i18n/use-text-direction";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

const clickZoom = 2.5;
const maxZoom = 4;
/** How far a finger travels sideways before it counts as a swipe to the next photograph. */
const swipeDistance = 50;

const control = cn(
  "flex size-11 items-center justify-center rounded-full bg-ivory/10 text-ivory transition-colors",
  "hover:bg-ivory/20 outline-none focus-visible:ring-2 focus-visible:ring-gold-light disabled:opacity-40",
);

/**
 * Issue 13: the watch's photographs full screen, loaded the first time a shopper opens it (it is
 * not in the page's first JavaScript). Focus stays inside; Esc closes and focus returns to the
 * photograph that opened it. Arrow keys (mirrored in Arabic), Home, End and a swipe move between
 * photographs; a click or a double tap zooms in at that point, a pinch zooms freely, and a zoomed
 * photograph pans by scrolling. The renditions are the page's own (`srcset`), asked for at the
 * zoomed width.
 */
export function GalleryViewer({
  images,
  title,
  initialIndex,
  onClose,
  returnFocusTo,
}: {
  images: MediaDto[];
  title: string;
  initialIndex: number;
  onClose: (index: number) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation("storefront");
  const direction = useTextDirection();
  const [index, setIndex] = useState(initialIndex);
  const [zoom, setZoom] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  /** Where the last zoom should stay under the pointer, as fractions of the photograph. */
  const focusPoint = useRef({ x: 0.5, y: 0.5 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    pinch?: { distance: number; zoom: number };
    moved: boolean;
  }>(null);
  const total = images.length;
  const current = images[index] ?? images[0];

  function go(next: number) {
    setIndex((next + total) % total);
    setZoom(1);
  }

  // Keep the point the shopper zoomed at in the middle of the screen.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const { x, y } = zoom > 1 ? focusPoint.current : { x: 0.5, y: 0.5 };
    element.scrollLeft = x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = y * element.scrollHeight - element.clientHeight / 2;
  }, [zoom]);

  function zoomAt(next: number, clientX?: number, clientY?: number) {
    const element = stage.current;
    if (element && clientX !== undefined && clientY !== undefined) {
      const box = element.getBoundingClientRect();
      focusPoint.current = {
        x: (element.scrollLeft + clientX - box.left) / element.scrollWidth,
        y: (element.scrollTop + clientY - box.top) / element.scrollHeight,
      };
    } else {
      focusPoint.current = { x: 0.5, y: 0.5 };
    }
    setZoom(Math.min(maxZoom, Math.max(1, next)));
  }

  function onKeyDown(event: KeyboardEvent) {
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    // A zoomed photograph's arrows pan it (the browser scrolls the stage).
    if (target === undefined || (zoom > 1 && event.key.startsWith("Arrow"))) return;
    event.preventDefault();
    go(target);
  }

  function onPointerDown(event: PointerEvent) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [first, second] = [...pointers.current.values()];
    if (first && second) {
      const distance = Math.hypot(first.x - second.x, first.y - second.y);
      gesture.current = { startX: first.x, startY: first.y, pinch: { distance, zoom }, moved: true };
    } else {
      gesture.current = { startX: event.clientX, startY: event.clientY, moved: false };
    }
  }

  function onPointerMove(event: PointerEvent) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const state = gesture.current;
    const [first, second] = [...pointers.current.values()];
    if (state?.pinch && first && second) {
      const distance = Math.hypot(first.x - second.x, first.y - second.y);
      zoomAt(
        state.pinch.zoom * (distance / state.pinch.distance),
        (first.x + second.x) / 2,
        (first.y + second.y) / 2,
      );
    } else if (state && Math.abs(event.clientX - state.startX) > 8) {
      state.moved = true;
    }
  }

  function onPointerUp(event: PointerEvent) {
    pointers.current.delete(event.pointerId);
    const state = gesture.current;
    if (!state || state.pinch || zoom > 1 || pointers.current.size > 0) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy)) return;
    // The next photograph lies to the right in English, to the left in Arabic: the finger pulls it in.
    const towardsNext = direction === "rtl" ? dx > 0 : dx < 0;
    go(towardsNext ? index + 1 : index - 1);
  }

  function onImageClick(event: MouseEvent) {
    if (gesture.current?.moved) return;
    if (zoom > 1) zoomAt(1);
    else zoomAt(clickZoom, event.clientX, event.clientY);
  }

  if (!current) return null;
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose(index)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink motion-safe:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-ivory outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <div className="flex items-center gap-3 px-3 py-3 sm:px-5">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-medium">
              <bdi>{title}</bdi>
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {t("gallery.viewerHint")}
            </DialogPrimitive.Description>
            <p aria-live="polite" className="text-sm tabular-nums text-ivory/80" data-testid="viewer-counter">
              <bdi dir="ltr">
                {index + 1} / {total}
              </bdi>
            </p>
            <button
              type="button"
              className={control}
              onClick={() => zoomAt(zoom > 1 ? 1 : clickZoom)}
              aria-label={zoom > 1 ? t("gallery.zoomOut") : t("gallery.zoomIn")}
            >
              {zoom > 1 ? (
                <ZoomOutIcon className="size-5" aria-hidden="true" />
              ) : (
                <ZoomInIcon className="size-5" aria-hidden="true" />
              )}
            </button>
            <DialogPrimitive.Close className={control} aria-label={t("actions.close", { ns: "common" })}>
              <XIcon className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            {/* Scroll positions are left-to-right in both languages, so panning maths stays one. */}
            <div
              ref={stage}
              dir="ltr"
              data-testid="viewer-stage"
              className={cn(
                "absolute inset-0",
                zoom > 1 ? "overflow-auto touch-pan-x touch-pan-y" : "overflow-hidden touch-none",
              )}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
            >
              {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the zoom button and the keys do the same for keyboards */}
              <div
                style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
                className={zoom > 1 ? "cursor-zoom-out" : "cursor-zoom-in"}
                onClick={onImageClick}
              >
                <ListingImage
                  key={current.id}
                  media={current}
                  alt={t("gallery.imageAlt", { title, index: index + 1, total })}
                  sizes={`${Math.round(zoom * 100)}vw`}
                  isPriority
                  className="select-none object-contain"
                />
              </div>
            </div>
            {total > 1 && (
              <>
                <button
                  type="button"
                  className={cn(control, "absolute start-3 top-1/2 -translate-y-1/2")}
                  onClick={() => go(index - 1)}
                  aria-label={t("gallery.previous")}
                >
                  <ChevronLeftIcon className="size-6 rtl:-scale-x-100" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(control, "absolute end-3 top-1/2 -translate-y-1/2")}
                  onClick={() => go(index + 1)}
                  aria-label={t("gallery.next")}
                >
                  <ChevronRightIcon className="size-6 rtl:-scale-x-100" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

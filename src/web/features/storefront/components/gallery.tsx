import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import WatchIcon from "lucide-react/icons/watch";
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react";
import type { MediaDto } from "../../../../shared/media";
import { ListingImage } from "../../../components/watch/listing-image";
import { useTextDirection } from "../../../i18n/use-text-direction";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/** Loaded the first time a shopper opens a photograph: none of it is in the page's first JavaScript. */
const GalleryViewer = lazy(() =>
  import("./gallery-viewer").then((module) => ({ default: module.GalleryViewer })),
);

/** The main photograph: the page's column (about half the screen from 1024 px up). */
const mainSizes = "(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw";
const thumbnailSizes = "80px";

/**
 * spec: storefront §2 Watch detail — the photographs, with thumbnails when there is more than one.
 * Arrow keys move between photographs (mirrored in Arabic: the next one is to the left), Home and
 * End jump to the first and last; the thumbnails are one tab stop.
 */
export function Gallery({ images, title }: { images: MediaDto[]; title: string }) {
  const { t } = useTranslation("storefront");
  const direction = useTextDirection();
  const [selected, setSelected] = useState(0);
  // Only a photograph the shopper chose fades in: the first one is the page's largest paint and
  // must show the moment it arrives.
  const [hasBrowsed, setHasBrowsed] = useState(false);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement>(null);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const current = images[selected] ?? images[0];
  const total = images.length;

  if (!current) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-3 rounded-md border border-border bg-ivory-deep text-muted-foreground">
        <WatchIcon className="size-10" strokeWidth={1.2} aria-hidden="true" />
        <p className="text-sm uppercase tracking-[0.2em]">{t("gallery.noImage")}</p>
      </div>
    );
  }

  function select(index: number, focus: boolean) {
    const next = (index + total) % total;
    setSelected(next);
    setHasBrowsed(true);
    if (focus) thumbnails.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  const step = "absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full";
  const stepLook =
    "bg-card/85 text-foreground shadow-md backdrop-blur-sm transition-colors hover:bg-card outline-none " +
    "focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <section aria-label={t("gallery.label", { title })} className="grid gap-3 sm:gap-4">
      <div className="group relative aspect-square overflow-hidden rounded-md border border-border/80 bg-ivory-deep">
        <button
          ref={opener}
          type="button"
          className="block size-full cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          onClick={() => setIsViewerOpen(true)}
          aria-label={t("gallery.open", { index: selected + 1, total })}
          aria-haspopup="dialog"
        >
          <ListingImage
            key={current.id}
            media={current}
            alt={t("gallery.imageAlt", { title, index: selected + 1, total })}
            sizes={mainSizes}
            isPriority={selected === 0}
            className={hasBrowsed ? "animate-fade-in" : undefined}
          />
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              className={cn(step, stepLook, "start-3")}
              onClick={() => select(selected - 1, false)}
              aria-label={t("gallery.previous")}
            >
              <ChevronLeftIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(step, stepLook, "end-3")}
              onClick={() => select(selected + 1, false)}
              aria-label={t("gallery.next")}
            >
              <ChevronRightIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 start-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs text-ivory tabular-nums"
            >
              <bdi dir="ltr">
                {selected + 1} / {total}
              </bdi>
            </p>
          </>
        )}
      </div>
      {isViewerOpen && (
        <Suspense>
          <GalleryViewer
            images={images}
            title={title}
            initialIndex={selected}
            returnFocusTo={() => opener.current}
            onClose={(index) => {
              setIsViewerOpen(false);
              if (index !== selected) select(index, false);
            }}
          />
        </Suspense>
      )}
      {total > 1 && (
        <div
          role="toolbar"
          aria-label={t("gallery.thumbnails")}
          onKeyDown={onKeyDown}
          className="flex gap-2.5 overflow-x-auto pb-1 sm:gap-3"
        >
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              tabIndex={index === selected ? 0 : -1}
              aria-pressed={index === selected}
              aria-label={t("gallery.show", { index: index + 1, total })}
              onClick={() => select(index, false)}
              className={cn(
                "size-16 shrink-0 overflow-hidden rounded-sm border-2 bg-ivory-deep transition sm:size-20",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                index === selected ? "border-gold-dark" : "border-transparent opacity-70 hover:opacity-100",
              )}
            >
              <ListingImage media={image} alt="" sizes={thumbnailSizes} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

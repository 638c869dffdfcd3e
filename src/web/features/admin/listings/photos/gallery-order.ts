import type { MediaDto } from "../../../../../shared/media";

/** The list with the item at `from` taken out and put back at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

// A tile is at most about 160 CSS pixels wide in the dialog; the smallest rendition that fills it.
const thumbnailWidth = 160;

/** The smallest rendition at least as wide as a tile, else the largest there is. */
export function thumbnailOf(media: MediaDto): string {
  const fitting = media.variants.find((variant) => variant.width >= thumbnailWidth);
  return (fitting ?? media.variants.at(-1))?.url ?? media.url;
}

/** Every rendition, so a high-density screen can pick a sharper one than `thumbnailOf`. */
export function thumbnailSrcSet(media: MediaDto): string | undefined {
  return media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ") || undefined;
}

/** A tile's width: half the phone's screen, else about 160 px in the dialog's grid. */
export const thumbnailSizes = "(min-width: 640px) 160px, 45vw";

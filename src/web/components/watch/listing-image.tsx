import type { MediaDto } from "../../../shared/media";
import { cn } from "../../lib/cn";

/** The rendition a browser without `srcset` support loads: the first one at least this wide. */
const fallbackWidth = 640;

/**
 * A listing photograph as a responsive WebP `<img>`: every rendition in `srcset`, the layout
 * width in `sizes`, and the intrinsic size so nothing shifts while it loads. The first
 * photograph of a page is fetched at once with high priority; all others wait until near view.
 */
export function ListingImage({
  media,
  alt,
  sizes,
  isPriority = false,
  className,
}: {
  media: MediaDto;
  alt: string;
  sizes: string;
  isPriority?: boolean;
  className?: string;
}) {
  const fallback = media.variants.find((variant) => variant.width >= fallbackWidth) ?? media;
  return (
    <img
      src={fallback.url}
      srcSet={media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}
      sizes={sizes}
      width={media.width}
      height={media.height}
      alt={alt}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : "auto"}
      className={cn("h-full w-full object-cover", className)}
    />
  );
}

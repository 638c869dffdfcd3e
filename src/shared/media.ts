/** One stored image with its WebP renditions, smallest first; the last is the full image. */
export interface MediaDto {
  id: string;
  width: number;
  height: number;
  url: string;
  variants: { width: number; url: string }[];
}

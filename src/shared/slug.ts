/** The longest slug we make or accept (a watch title with its reference fits well inside). */
export const maxSlugLength = 160;

/** What every slug looks like: lower-case letters and digits in words joined by single dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a path segment could be one of our slugs; anything else names nothing, unlooked-up. */
export function isSlug(value: string): boolean {
  return value.length <= maxSlugLength && slugPattern.test(value);
}

/**
 * The slug of a name, accents dropped ("Patek Philippe Nautilus 5711/1A" ->
 * "patek-philippe-nautilus-5711-1a"): listing URLs and the collection's brand links use it.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxSlugLength)
    .replace(/-+$/, "");
}

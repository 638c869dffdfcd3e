import { textOf } from "./split-description";

const itemPattern = /<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi;
const leadingLabel = /^\s*<strong\b[^>]*>([\s\S]*?)<\/strong>/i;

/** "Case Size:" and "case size" compare alike: a label as the page and the list both write it. */
export function normalizeLabel(label: string): string {
  return label
    .replace(/[:：\s]+$/u, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * A Watch Details list without the items the page already shows (issue 13): an item whose bold
 * label `isShown` is dropped, any other item (a fact an admin wrote by hand) stays. The stored
 * description is untouched; this is only what the watch page displays.
 */
export function withoutShownItems(html: string, isShown: (label: string) => boolean): string {
  return html
    .replace(itemPattern, (item, inner: string) => {
      const label = leadingLabel.exec(inner)?.[1];
      return label !== undefined && isShown(normalizeLabel(textOf(label))) ? "" : item;
    })
    .replace(/<ul\b[^>]*>\s*<\/ul\s*>/gi, "")
    .trim();
}

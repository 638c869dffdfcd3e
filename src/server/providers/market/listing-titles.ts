/**
 * Which marketplace listings are the watch asked about. A search for "Rolex 126610LN" in the
 * wristwatch category also returns straps, boxes, bezel inserts, homages and other references
 * (issue 12; public eBay clients report the same), so each title is checked before its price counts.
 */

/** A title's words in lower case, split on everything that is not a letter or a digit. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** "126610LN", "126610 LN", "126610-ln" and "126.610.LN" are one reference. */
export const compactReference = (reference: string) => wordsOf(reference).join("");

/**
 * Whether the title names the reference: some run of its consecutive words, joined, spells the
 * reference exactly. So "126610 LN" and "126-610LN" match 126610LN, but "126610LV" and "1266100"
 * do not, and a bare "126610" query does not match the "126610LN" word either.
 */
export function namesReference(title: string, reference: string): boolean {
  const wanted = compactReference(reference);
  if (wanted === "") return false;
  const words = wordsOf(title);
  for (let start = 0; start < words.length; start += 1) {
    let joined = "";
    for (let end = start; end < words.length && joined.length < wanted.length; end += 1) {
      joined += words[end];
      if (joined === wanted) return true;
    }
  }
  return false;
}

/**
 * Words that mark a listing as something other than one whole, working, genuine watch. "Box" and
 * "bracelet" alone are not here: "with box and papers" and "on Oyster bracelet" describe full sets.
 */
const notAWatch = [
  /\b(straps?|bands?|bracelets?|box(es)?|papers|bezel|dial|crown|links?|clasp|buckle|movement|case|hands|crystal|insert|warranty\s+card)\s+only\b/,
  /\bonly\s+(the\s+)?(straps?|bands?|bracelets?|box(es)?|papers|bezel|dial|links?)\b/,
  /\bempty\s+box(es)?\b/,
  /\b(for|4)\s+parts\b/,
  /\bparts\s+(or|and|\/)\s+repair\b/,
  /\bnot\s+working\b/,
  /\b(homage|replica|fake|copy|style|inspired|aftermarket|compatible|custom[- ]made|mod|watch\s+winder)\b/,
  /\b(bezel\s+insert|end\s*links?|spare\s+links?|hang\s*tag|booklet|instruction\s+manual|manual\s+only)\b/,
  /^\s*(strap|band|bracelet|box|watch\s+box|case|bezel|dial|links?|clasp|buckle)\b/,
];

/** Accessories name the watch they fit: "strap for Rolex", "fits Submariner", "to fit 126610". */
const fitsAnother = (brand: string) => {
  const name = brand.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\b(for|fits?|to\\s+fit)\\s+(a\\s+|the\\s+)?${name}\\b`);
};

/** Whether the title describes a strap, a box, parts, a homage or another thing that is not the watch. */
export function isNotAWatch(title: string, brand: string): boolean {
  const text = title.toLowerCase();
  return notAWatch.some((pattern) => pattern.test(text)) || fitsAnother(brand).test(text);
}

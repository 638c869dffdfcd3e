/**
 * What shoppers type into the search box (issue 26): the fixture's brand and model words or their
 * starts, references or pieces of them, Arabic names, and words with a letter or two wrong.
 */
import { brands } from "./catalog-fixture";
import { chance, pickOne, randomInt } from "./random";

const catalogueWords = brands.flatMap(([brand, models]) => [
  ...brand.split(" "),
  ...models.flatMap((model) => model.split(" ")),
]);

/** One or two of the fixture's words, each sometimes only its start, as typed before the list suggests. */
export function wordSearch(): string {
  return Array.from({ length: randomInt(1, 3) }, () => {
    const word = pickOne(catalogueWords);
    return chance(0.3) ? word.slice(0, Math.max(3, word.length - 2)) : word;
  }).join(" ");
}

const referencePrefixes = brands.map(([, , prefix]) => prefix);
const referenceSuffixes = ["LN", "A", "ST"];
// Copied from papers, a dealer's page or a forum: "126610-LN", "PAM 01312", "310.30.42", "5711/1A".
const separators = ["-", " ", ".", "/"];

/**
 * A reference as the fixture writes them (prefix, six digits, a suffix) or a piece of one, half
 * the time with the punctuation other shops put in references.
 */
export function referenceSearch(): string {
  const digits = String(randomInt(100_000, 1_000_000)).slice(0, randomInt(3, 7));
  const parts = [
    ...(chance(0.6) ? [pickOne(referencePrefixes)] : []),
    digits,
    ...(digits.length === 6 && chance(0.4) ? [pickOne(referenceSuffixes)] : []),
  ];
  const reference = chance(0.5) ? parts.join("") : punctuated(parts);
  return chance(0.3) ? reference.toLowerCase() : reference;
}

/** The parts joined by one separator; digits alone are cut in two by it. */
function punctuated(parts: string[]): string {
  const separator = pickOne(separators);
  if (parts.length > 1) return parts.join(separator);
  const digits = parts[0] ?? "";
  const at = randomInt(1, digits.length);
  return `${digits.slice(0, at)}${separator}${digits.slice(at)}`;
}

// The spellings Gulf shoppers use for the fixture's brands, models and kinds of watch.
const arabicSearches = ["رولكس", "روليكس", "أوميغا", "اوميجا", "باتيك فيليب", "ساعة غواص", "دايتونا", "غواص"];
const tatweel = "\u0640";
// Fatha, damma, kasra, shadda and sukun: marks a phone keyboard adds and the letters do not need.
const harakat = ["\u064E", "\u064F", "\u0650", "\u0651", "\u0652"];

/** An Arabic name, half the time stretched with a tatweel or marked with a short vowel or two. */
export function arabicSearch(): string {
  const letters = [...pickOne(arabicSearches)];
  if (chance(0.5)) return letters.join("");
  for (let mark = randomInt(1, 3); mark > 0; mark--) {
    const at = randomInt(1, letters.length);
    if (letters[at - 1] === " " || letters[at] === " ") continue;
    letters.splice(at, 0, chance(0.4) ? tatweel : pickOne(harakat));
  }
  return letters.join("");
}

const longWords = catalogueWords.filter((word) => /^[A-Za-z]{5,}$/.test(word));

/** A brand or model word of five letters or more with one or two letters wrong: "omgea", "submarinr", "daytonna". */
export function misspeltSearch(): string {
  const word = pickOne(longWords);
  let typed = word;
  for (let slip = randomInt(1, 3); slip > 0; slip--) typed = slipOf(typed);
  if (typed.toLowerCase() === word.toLowerCase()) return misspeltSearch();
  return chance(0.6) ? typed.toLowerCase() : typed;
}

/** One slip of the fingers after the first letter (a shopper rarely gets that one wrong). */
function slipOf(word: string): string {
  const at = randomInt(1, word.length - 1);
  const before = word.slice(0, at);
  const letter = word.charAt(at);
  const next = word.charAt(at + 1);
  const after = word.slice(at + 2);
  switch (pickOne(["transposed", "changed", "doubled", "dropped"] as const)) {
    case "transposed":
      return `${before}${next}${letter}${after}`;
    case "changed":
      return `${before}${String.fromCharCode(97 + randomInt(0, 26))}${next}${after}`;
    case "doubled":
      return `${before}${letter}${letter}${next}${after}`;
    case "dropped":
      return `${before}${next}${after}`;
  }
}

/** The longest slug we make or accept (a watch title with its reference fits well inside). */
export const maxSlugLength = 160;

/** What every slug looks like: lower-case letters and digits in words joined by single dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a path segment could be one of our slugs; anything else names nothing, unlooked-up. */
export function isSlug(value: string): boolean {
  return value.length <= maxSlugLength && slugPattern.test(value);
}

/**
 * Letters that carry no accent to drop but still have a plain Latin spelling (issue 9: Arabic and
 * accented letters are transliterated, so "Lange & Söhne" and "ساعة رولكس" still read in a URL).
 * Arabic is spelled letter by letter, short vowels (marks) dropped; its digits become 0-9.
 */
const latinOf: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "ae",
  ø: "o",
  Ø: "o",
  œ: "oe",
  Œ: "oe",
  đ: "d",
  Đ: "d",
  ł: "l",
  Ł: "l",
  þ: "th",
  Þ: "th",
  ð: "d",
  Ð: "d",
  ı: "i",
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ٱ: "a",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "a",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  و: "w",
  ؤ: "w",
  ي: "y",
  ئ: "y",
  ى: "a",
  ة: "a",
  پ: "p",
  چ: "ch",
  گ: "g",
  ڤ: "v",
  ی: "y",
  ک: "k",
  "٠": "0",
  "١": "1",
  "٢": "2",
  "٣": "3",
  "٤": "4",
  "٥": "5",
  "٦": "6",
  "٧": "7",
  "٨": "8",
  "٩": "9",
};
const transliterable = new RegExp(`[${Object.keys(latinOf).join("")}]`, "g");

function transliterate(text: string): string {
  return text.replace(transliterable, (char) => latinOf[char] ?? "");
}

/**
 * The slug of a name, accents dropped ("Patek Philippe Nautilus 5711/1A" ->
 * "patek-philippe-nautilus-5711-1a"): listing URLs and the collection's brand links use it.
 */
export function slugify(text: string): string {
  return transliterate(text.normalize("NFKD"))
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxSlugLength)
    .replace(/-+$/, "");
}

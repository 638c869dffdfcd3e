/**
 * A run of text isolated from the sentence around it (Unicode's first-strong isolate), the plain
 * text `<bdi>`: a Latin title inside an Arabic string (a toast, a refusal) keeps its own order and
 * leaves the sentence's punctuation where it was.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

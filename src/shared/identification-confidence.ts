/**
 * How sure an offline identification is (issue 24): a percentage that falls with the ambiguity of
 * the match, so several watches that answer the question equally well are never each "100%".
 * Both rules are here, beside each other, because the analysis result shows their numbers in one
 * column; the AI provider's own confidence is not computed here.
 */

/**
 * The confidence (0–100) of each catalogue hit, in the order given: its score (0–1, how well the
 * row answers the typed words) weighed by its share of the scores of every plausible hit. One hit
 * alone keeps its score; n hits with the same words share it ("Sub date" names three references:
 * a third each, less the weaker rows that share the words too).
 */
export function catalogueConfidences(scores: readonly number[]): number[] {
  const total = scores.reduce((sum, score) => sum + Math.max(0, score), 0);
  if (total === 0) return scores.map(() => 0);
  return scores.map((score) => Math.round((100 * Math.max(0, score) ** 2) / total));
}

/** One watch a photo may show: the distance of its nearest photo (image-signature.ts). */
export interface PhotoDistance {
  distance: number;
}

/**
 * The watches a photo may show, each with its confidence (0–100), surest first, at most `limit`.
 * `nearest` holds every known watch's nearest photo, nearest first; a watch at `distanceLimit` or
 * further is none of them. Confidence is how near its photo is (1 − distance ÷ limit), weighed by
 * how clearly it beats the next watch out (1 − distance ÷ that one's distance): two watches
 * equally near make neither a sure thing, so the nearest is not always the surest.
 */
export function rankPhotoMatches<T extends PhotoDistance>(
  nearest: readonly T[],
  distanceLimit: number,
  limit: number,
): (T & { confidence: number })[] {
  return nearest
    .map((watch, index) => ({ watch, next: nearest[index + 1]?.distance }))
    .filter(({ watch }) => watch.distance < distanceLimit)
    .map(({ watch, next }) => {
      const near = 1 - watch.distance / distanceLimit;
      const distinct = next === undefined || next === 0 ? 1 : Math.max(0, 1 - watch.distance / next);
      return { ...watch, confidence: Math.round(100 * near * (0.5 + 0.5 * distinct)) };
    })
    .sort((a, b) => b.confidence - a.confidence || a.distance - b.distance)
    .slice(0, limit);
}

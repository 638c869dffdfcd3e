/** The benchmarks' dice: unseeded, since every run is meant to ask queries no run asked before. */

/** A whole number from `min` up to, not including, `max`. */
export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

export const pickOne = <T>(values: readonly T[]): T => values[randomInt(0, values.length)] as T;

export const chance = (p: number) => Math.random() < p;

/** One value, sometimes two, as a shopper ticks boxes in a facet. */
export const someOf = <T>(values: readonly T[]) => [
  ...new Set([pickOne(values), ...(chance(0.4) ? [pickOne(values)] : [])]),
];

/** A key of `weights`, each as likely as its weight. */
export function pickWeighted<K extends string>(weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return (entries.at(-1) as [K, number])[0];
}

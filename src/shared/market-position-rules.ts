/**
 * Decision 029: a band of fewer kept prices than `minObservations` is "not enough data", and only
 * the last `windowDays` count. Apart from the maths so a page can say the rule without loading it.
 */
export const marketPositionRules = {
  minObservations: 5,
  windowDays: 365,
} as const;

import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** For each filter with a fixed set of values, that set; a filter not named takes any text. */
export type FilterChoices<F> = { [K in keyof F]?: readonly F[K][] };

const anyText = {};

/**
 * A list page's filters, kept in the address so a view can be bookmarked and linked to. A filter at
 * its default stays out of the address, and a value the page does not offer reads as the default.
 * `defaults` and `choices` are module constants: they key the memo and the setter.
 */
export function useUrlFilters<F extends { [K in keyof F]: string }>(
  defaults: F,
  choices: FilterChoices<F> = anyText,
): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => {
    const read = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
      const value = params.get(key) as F[typeof key] | null;
      const allowed = choices[key];
      if (value !== null && (!allowed || allowed.includes(value))) read[key] = value;
    }
    return read;
  }, [params, defaults, choices]);

  const setFilters = useCallback(
    (next: F) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of Object.keys(defaults) as (keyof F & string)[]) {
            if (next[key] === defaults[key]) updated.delete(key);
            else updated.set(key, next[key]);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );

  return [filters, setFilters];
}

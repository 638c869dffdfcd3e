import { useEffect, useEffectEvent, useState } from "react";

/** Typing settles for this long before a list asks the server again. */
const settleDelayMs = 300;

/**
 * A text box's own copy of a filter that reports its trimmed text once typing settles, so a list
 * is not fetched again on every key; a new `value` from outside (the address) replaces the copy.
 */
export function useSettledText(value: string, onSettle: (text: string) => void) {
  const [typed, setTyped] = useState(value);
  // The latest callback, so a page that passes a new one on each render does not restart the wait.
  const settle = useEffectEvent(onSettle);

  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => settle(typed.trim()), settleDelayMs);
    return () => clearTimeout(timer);
  }, [typed, value]);

  return [typed, setTyped] as const;
}

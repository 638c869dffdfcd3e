import { useCallback, useRef, useState } from "react";

/**
 * One request at a time for a button or a form (issue 13, double submit): a press while the last
 * one is still on its way does nothing, and `isPending` disables the control from the press itself.
 *
 * A mutation's own `isPending` is not enough: TanStack Query tells React on a zero-delay timer, so
 * a double click's second press lands before the button is disabled and sends the request again.
 * Nor are `mutate()`'s per-call callbacks: they run only for the latest call of a component still
 * mounted, so the second call silenced the first one's toast. Actions therefore await the request
 * (`mutateAsync`) and say what happened themselves.
 */
export function usePendingAction(): {
  isPending: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
} {
  const running = useRef(false);
  const [isPending, setIsPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setIsPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setIsPending(false);
    }
  }, []);
  return { isPending, run };
}

import { lazy, Suspense, useEffect, useState } from "react";

const StyledToaster = lazy(() => import("./sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * Mounts the toaster once the page has hydrated (the server renders none), so toasts cost the
 * first paint and hydration nothing; `toast()` waits for it (toast.ts).
 */
export function Toaster() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <StyledToaster />
    </Suspense>
  );
}

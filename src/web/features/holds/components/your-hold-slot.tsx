import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";

const YourHoldNote = lazy(async () => ({ default: (await import("./your-hold-note")).YourHoldNote }));

/**
 * Whether the holds this browser remembers may name the watch: a glance at their storage
 * (lib/remembered-holds.ts's key), as the watch page's first load must stay small; the holds'
 * chunk reads them in full.
 */
function mayHold(listingId: string): boolean {
  try {
    return localStorage.getItem("holds")?.includes(listingId) === true;
  } catch {
    return false;
  }
}

/**
 * Issue 31: a reserved watch's note, `children` ("reserved for another shopper"), unless this
 * browser holds the watch. Once the page is live, a browser that remembers a hold on it loads the
 * holds' chunk, which asks the hold where it stands and says so; meanwhile the note keeps its
 * place unread, so the shopper who holds the watch is not told that someone else does.
 */
export function YourHoldSlot({
  listingId,
  until,
  children,
}: {
  listingId: string;
  until: string;
  children: ReactNode;
}) {
  const [isRemembered, setIsRemembered] = useState(false);
  useEffect(() => setIsRemembered(mayHold(listingId)), [listingId]);
  if (!isRemembered) return children;
  const unread = <span className="invisible">{children}</span>;
  return (
    <Suspense fallback={unread}>
      <YourHoldNote listingId={listingId} until={until} checking={unread}>
        {children}
      </YourHoldNote>
    </Suspense>
  );
}

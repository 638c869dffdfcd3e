/**
 * Issue 31: the holds this browser started or opened (a deposit, an offer: its link's token and its
 * watch), so the watch page can tell the shopper who holds a reserved watch that it is theirs. Kept
 * in localStorage; a browser that refuses storage, or a value in another shape, remembers nothing.
 * The watch page's first load only glances at the same key (components/your-hold-slot.tsx).
 */
interface RememberedHold {
  token: string;
  listingId: string;
}

const storageKey = "holds";
/** Enough for a shopper's open holds; the oldest go first. */
const kept = 20;
// As the server's hold token schema: a value in storage that no link could carry is dropped.
const tokenShape = /^[\w-]{16,64}$/;

function read(): RememberedHold[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(value)
      ? value.filter(
          (hold: Partial<RememberedHold> | null) =>
            typeof hold?.token === "string" &&
            tokenShape.test(hold.token) &&
            typeof hold.listingId === "string",
        )
      : [];
  } catch {
    return [];
  }
}

function write(holds: RememberedHold[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(holds.slice(-kept)));
  } catch {
    // Storage refused (a private window, full): the watch page then reads as for anyone else.
  }
}

/** The tokens of the holds this browser remembers on the watch, the latest first. */
export const rememberedHolds = (listingId: string): string[] =>
  read()
    .filter((hold) => hold.listingId === listingId)
    .map((hold) => hold.token)
    .reverse();

/** A deposit started or an offer sent here, or a hold's page opened: its watch may be this shopper's. */
export function rememberHold(token: string, listingId: string): void {
  write([...read().filter((hold) => hold.token !== token), { token, listingId }]);
}

/** The hold has ended (its page said so, or its link finds it no more). */
export function forgetHold(token: string): void {
  const holds = read();
  if (holds.some((hold) => hold.token === token)) write(holds.filter((hold) => hold.token !== token));
}

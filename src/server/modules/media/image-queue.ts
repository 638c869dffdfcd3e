import { AppError } from "../../../shared/errors";

/**
 * At most `width` uploads rendered at a time in this instance, `maxWaiting` more in line; past
 * them an upload is refused at the door with 503 and Retry-After (issue 9: uploads must not hurt
 * shoppers, and their memory and disk stay bounded). Each photo keeps a core busy for over a
 * second, so rendering more at once would only share the same core more thinly.
 */
export function createImageQueue(width: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function pass() {
    const next = waiting.shift();
    // The slot passes straight to the next upload, so an arrival in between cannot take it too.
    if (next) next();
    else running -= 1;
  }

  /**
   * Takes a place in line, or refuses at once; `turn` resolves when this upload may render, and
   * `leave` must be called once whatever happened, in line or after its turn came.
   */
  function enter(): { turn: Promise<void>; leave: () => void } {
    if (running < width) {
      running += 1;
      return { turn: Promise.resolve(), leave: pass };
    }
    if (waiting.length >= maxWaiting) {
      throw new AppError("SERVICE_UNAVAILABLE", "Too many photos are being processed. Please try again.");
    }
    let admitted = false;
    let admit = () => {};
    const turn = new Promise<void>((resolve) => {
      admit = () => {
        admitted = true;
        resolve();
      };
    });
    waiting.push(admit);
    return {
      turn,
      leave: () => {
        if (admitted) pass();
        else waiting.splice(waiting.indexOf(admit), 1);
      },
    };
  }

  return {
    enter,
    /** Uploads holding a turn (their body arriving, or rendering) and in line for one (metrics). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

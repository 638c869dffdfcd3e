import pg from "pg";
import { type ChangeFeed, changeChannels, createChangeFeed } from "./change-feed";

/** How the listening connection shows in pg_stat_activity. */
export const listenerName = "mizan-change-feed";

/**
 * Listens to the change channels on a PostgreSQL server over a connection of its own (a pooled one
 * would be handed to other work between notifications). A lost connection is reported at once and
 * made again every `retryMs` until it holds.
 */
export function listenOnServer(
  url: string,
  retryMs = 1_000,
): { changes: ChangeFeed; close(): Promise<void> } {
  let closed = false;
  let current: pg.Client | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  let firstTry: () => void = () => {};
  const tried = new Promise<void>((resolve) => {
    firstTry = resolve;
  });
  // A notification committed before this query is delivered before its answer. A connection
  // answers one query at a time: callers queue theirs, each after the one before.
  let asked: Promise<unknown> = Promise.resolve();
  const feed = createChangeFeed(async () => {
    await tried;
    const mine = asked.then(() => current?.query("select 1"));
    asked = mine.catch(() => {});
    await mine;
  });
  const running = (async () => {
    while (!closed) {
      const client = new pg.Client({ connectionString: url, application_name: listenerName });
      // A dropped connection emits "error" and then "end"; the loop reconnects on "end".
      client.on("error", () => {});
      const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
      client.on("notification", (message) => feed.heard(message.channel, message.payload));
      try {
        await client.connect();
        current = client;
        for (const channel of Object.values(changeChannels)) await client.query(`listen ${channel}`);
        if (!closed) {
          feed.live(true);
          firstTry();
          await ended;
        }
      } catch {
        // Not reachable now: tried again after the pause.
      }
      firstTry();
      current = undefined;
      feed.live(false);
      await client.end().catch(() => {});
      if (!closed) await pause();
    }
  })();

  return {
    changes: feed,
    async close() {
      closed = true;
      wake?.();
      await current?.end().catch(() => {});
      await running;
    },
  };
}

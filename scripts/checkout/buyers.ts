/**
 * bench:checkout's crowd of buyers, in a process of its own: remote browsers do not share the
 * server's thread, so neither do these. Told a `BuyJob` over IPC, each buyer buys one watch after
 * another (cart, checkout, Pay on the TEST page) until the time is up, and the process answers a
 * `BuyResult`. Started by `buyInChildProcess` (flows.ts).
 */
import type { BuyJob, BuyResult } from "./flows";
import { checkoutWatch, httpShopper, payOnTestPage } from "./flows";

async function buy(job: BuyJob): Promise<BuyResult> {
  const forSale = [...job.listingIds];
  const result: BuyResult = { took: [], failed: {}, seconds: 0, soldOut: false };
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.buyers }, async () => {
      while (performance.now() < deadline) {
        const listingId = forSale.pop();
        if (!listingId) {
          result.soldOut = true;
          return;
        }
        const begun = performance.now();
        try {
          const client = httpShopper(job.base, job.origin);
          const answer = await checkoutWatch(client, listingId);
          if (!answer.started)
            throw new Error(`checkout ${answer.status} ${answer.refused?.reason ?? answer.refused?.code}`);
          await payOnTestPage(client, answer.started.url);
          result.took.push(performance.now() - begun);
        } catch (error) {
          const what = (error as Error).message.slice(0, 60);
          result.failed[what] = (result.failed[what] ?? 0) + 1;
        }
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

process.once("message", async (job: BuyJob) => {
  process.send?.(await buy(job));
  process.disconnect();
});

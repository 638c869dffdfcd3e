/**
 * A phone on a slow network (issue 27): every script the page asks for is held `scriptDelayMs`
 * before it is fetched, and the page is timed until it is live (`<html data-live>`, app.tsx: it
 * answers a tap). The scripts' requests are grouped in waves: a request starting more than half
 * the delay after the one before it waited for an earlier script to arrive. Scripts that arrived
 * only after the page was live are not counted.
 */
import { chromium } from "@playwright/test";

export const scriptDelayMs = 2_000;

export interface DelayedScriptsSample {
  liveMs: number;
  waves: number;
}

export async function measureDelayedScripts(options: {
  url: string;
  chromePath: string;
  runs: number;
}): Promise<DelayedScriptsSample[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const samples: DelayedScriptsSample[] = [];
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
      const page = await context.newPage();
      const started = performance.now();
      const asked: number[] = [];
      await page.route(
        (url) => url.pathname.endsWith(".js"),
        async (route) => {
          asked.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
          await route.continue();
        },
      );
      await page.goto(options.url, { waitUntil: "commit" });
      await page.waitForSelector("html[data-live]", { state: "attached", timeout: 60_000 });
      const liveMs = performance.now() - started;
      // What arrived only once the page was live (the toaster, a dialog) did not hold it up.
      const before = asked.filter((at) => at + scriptDelayMs < liveMs).sort((a, b) => a - b);
      const waves = before.filter(
        (at, index) => index === 0 || at - (before[index - 1] ?? 0) > scriptDelayMs / 2,
      ).length;
      samples.push({ liveMs, waves });
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/**
 * Cumulative layout shift of every storefront page as a shopper loads it, at a desktop and a phone
 * width (issue 13): Chromium's own layout-shift entries, summed from navigation until the page has
 * been live and quiet for a moment, as Lighthouse sums them. Pages behind a sign-in are loaded by
 * a signed-in browser.
 */
import { chromium } from "@playwright/test";

export interface ShiftPage {
  name: string;
  path: string;
  signedIn?: boolean;
}

export interface ShiftViewport {
  label: string;
  width: number;
  height: number;
  isMobile: boolean;
}

export const shiftViewports: ShiftViewport[] = [
  { label: "1280 px", width: 1280, height: 800, isMobile: false },
  { label: "375 px", width: 375, height: 740, isMobile: true },
];

/** Sums layout shifts not caused by input, from the very first paint (buffered entries). */
function observeShifts() {
  const scope = window as unknown as { __layoutShift: number };
  scope.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) scope.__layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

/** The CLS of each page at each viewport, `runs` loads each, keeping the worst. */
export async function measureLayoutShifts(options: {
  baseUrl: string;
  chromePath: string;
  pages: ShiftPage[];
  credentials: { email: string; password: string };
  runs: number;
}): Promise<{ page: ShiftPage; viewport: ShiftViewport; cls: number }[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results: { page: ShiftPage; viewport: ShiftViewport; cls: number }[] = [];
  try {
    for (const viewport of shiftViewports) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
        });
        if (signedIn) {
          const answer = await context.request.post(`${options.baseUrl}/api/auth/sign-in/email`, {
            data: options.credentials,
            headers: { origin: options.baseUrl },
          });
          if (!answer.ok()) throw new Error(`the demo customer could not sign in (${answer.status()})`);
        }
        await context.addInitScript(observeShifts);
        for (const page of options.pages.filter((candidate) => Boolean(candidate.signedIn) === signedIn)) {
          let worst = 0;
          for (let run = 0; run < options.runs; run += 1) {
            const tab = await context.newPage();
            await tab.goto(`${options.baseUrl}${page.path}`, { waitUntil: "networkidle" });
            await tab.locator("html[data-live]").waitFor({ state: "attached" });
            await tab.waitForTimeout(500);
            const cls = await tab.evaluate(
              () => (window as unknown as { __layoutShift: number }).__layoutShift,
            );
            worst = Math.max(worst, cls);
            await tab.close();
          }
          results.push({ page, viewport, cls: worst });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { securityHeaders } from "../src/server/http/security-headers";
import type { AdminListingDto, AdminListingPageDto } from "../src/shared/listing-schemas";
import { adminApi, expect, test } from "./support";
import { allowedDescriptionTags, vectorCounts, type XssVector, xssVectors } from "./xss-vectors";

// Issue 9, Security: every vector of e2e/xss-vectors.ts is saved as a listing description through
// the admin API and rendered on a watch page in Chromium, server-rendered and hydrated, and rendered
// again by the client when the language changes. A page hook counts script executions (must be 0)
// and CSP violations (the policy holding), and the description's DOM is read for what survived.

/** The policy the server sends with every document (e2e runs it outside production). */
const appPolicy = new Map(securityHeaders({ production: false, extraImageOrigins: [] }).documents).get(
  "Content-Security-Policy",
);

/**
 * Demo watches no other spec buys, favourites or asserts on; their descriptions are restored at
 * the end, they stay active, so the collection's counts do not move.
 */
const watches = [
  { reference: "Q1368420", title: "Jaeger-LeCoultre Master Ultra Thin Moon Q1368420" },
  { reference: "IW327001", title: "IWC Pilot's Watch Mark XVIII IW327001" },
  { reference: "SBGE201", title: "Grand Seiko Spring Drive GMT SBGE201" },
  { reference: "Q3858520", title: "Jaeger-LeCoultre Reverso Classic Large Small Seconds Q3858520" },
];

/** Vectors per description (each in its own section); each description pairs with another as the Arabic one. */
const perDescription = 40;

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Each vector in its own section: a marker heading (shown only if nothing before it swallowed it). */
const descriptionOf = (vectors: XssVector[]) =>
  vectors.map((vector) => `<h3>Vector ${vector.id}</h3>\n<p>${vector.html}</p>`).join("\n");

/** What the page hook saw: executions must stay at none. */
interface Tally {
  executions: string[];
  violations: string[];
  dialogs: string[];
  cspConsoleErrors: number;
}

/**
 * The hook, in every frame before any of the page's scripts: `xss(id)` (every vector's payload),
 * alert, confirm, prompt and print report to the test through a binding; CSP violations too.
 */
async function installHook(page: Page): Promise<Tally> {
  const tally: Tally = { executions: [], violations: [], dialogs: [], cspConsoleErrors: 0 };
  await page.exposeBinding("__xssReport", (_source, kind: string, detail: string) => {
    (kind === "csp" ? tally.violations : tally.executions).push(`${kind}: ${detail}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & {
      __xssReport: (kind: string, detail: string) => void;
    };
    const report = (kind: string, detail: unknown) => w.__xssReport(kind, String(detail));
    w.xss = (id: unknown) => report("xss", id);
    for (const name of ["alert", "confirm", "prompt", "print"])
      w[name] = (message: unknown) => report(name, message);
    document.addEventListener(
      "securitypolicyviolation",
      (event) => report("csp", `${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  page.on("dialog", (dialog) => {
    tally.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      tally.cspConsoleErrors += 1;
  });
  return tally;
}

/**
 * Gives every handler in `region` its chance: each element is hovered, focused, clicked, and sent
 * the events payloads wait for (load, error, toggle, animation, scroll…); links and forms go
 * nowhere unless they lead to `javascript:`, which the browser must then refuse. Then real input.
 */
async function provoke(page: Page, region: Locator): Promise<void> {
  await region.evaluate((root) => {
    const w = window as unknown as { __xssGuard?: boolean };
    const scheme = (url: string | null) => {
      try {
        return url === null ? "" : new URL(url, document.baseURI).protocol;
      } catch {
        return "";
      }
    };
    if (!w.__xssGuard) {
      w.__xssGuard = true;
      document.addEventListener(
        "click",
        (event) => {
          const link = (event.target as Element).closest?.("a, area");
          const href = link?.getAttribute("href") ?? link?.getAttribute("xlink:href") ?? null;
          if (link && scheme(href) !== "javascript:") event.preventDefault();
        },
        true,
      );
      document.addEventListener(
        "submit",
        (event) => {
          if (scheme((event.target as HTMLFormElement).getAttribute("action")) !== "javascript:")
            event.preventDefault();
        },
        true,
      );
    }
    const events = [
      "mouseover",
      "mouseenter",
      "mousemove",
      "pointerover",
      "pointerenter",
      "mousedown",
      "mouseup",
      "dblclick",
      "auxclick",
      "contextmenu",
      "focus",
      "focusin",
      "blur",
      "keydown",
      "keyup",
      "wheel",
      "scroll",
      "copy",
      "input",
      "beforeinput",
      "toggle",
      "load",
      "error",
      "begin",
      "start",
      "animationstart",
      "animationend",
      "transitionend",
      "dragstart",
    ];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      for (const type of events) element.dispatchEvent(new Event(type));
      (element as HTMLElement).focus?.();
      (element as HTMLElement).click?.();
    }
  });
  // Real input too: the pointer over the description, a Tab, then a moment for error and load
  // events of images and frames and for animations, which fire on their own.
  await region.scrollIntoViewIfNeeded();
  const box = await region.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300), { steps: 2 });
  await page.keyboard.press("Tab");
  await page.waitForTimeout(100);
}

/**
 * What a shopper's DOM holds of the description — anything a script could hide behind — and the
 * text they read (innerText: the section headings are set in capitals).
 */
function readDescription(region: Locator): Promise<{ problems: string[]; text: string }> {
  return region.evaluate((root, tags) => {
    const allowed = new Set<string>(tags);
    const problems: string[] = [];
    // The description's HTML lives in the dir="auto" blocks; the rest is the app's own markup.
    for (const block of root.querySelectorAll('[dir="auto"]')) {
      for (const element of block.querySelectorAll("*")) {
        const tag = element.localName;
        if (!allowed.has(tag)) problems.push(`<${tag}>`);
        for (const { name, value } of element.attributes) {
          if (/^on/i.test(name)) problems.push(`<${tag} ${name}>`);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these before a scheme
          if (/^(javascript|data|vbscript):/i.test(value.replace(/[\s\u0000-\u001f]/g, "")))
            problems.push(`<${tag} ${name}="${value}">`);
          if (!(tag === "a" && ["href", "rel", "target"].includes(name))) problems.push(`<${tag} ${name}>`);
        }
      }
    }
    return { problems, text: (root as HTMLElement).innerText };
  }, allowedDescriptionTags);
}

/** The description region of the watch page, in either language. */
const descriptionRegion = (page: Page) =>
  page.getByRole("region", { name: /^(About This Watch|عن هذه الساعة)$/ });

/**
 * Provokes the description, then reads it: nothing the sanitiser should drop is in the DOM and
 * nothing ran. Answers the vectors whose marker heading a shopper cannot see: the sanitiser (like
 * a browser) reads an unclosed comment, quote or tag as running on, so a vector can swallow the
 * ones after it in the same description; those go again, first in the next one.
 */
async function rendered(page: Page, vectors: XssVector[], tally: Tally): Promise<number[]> {
  const region = descriptionRegion(page);
  // The first marker comes before any vector, so it is always there once the description is.
  await expect(region).toContainText(`Vector ${vectors[0]?.id}`, { ignoreCase: true });
  await provoke(page, region);
  const { problems, text } = await readDescription(region);
  expect(problems).toEqual([]);
  expect(tally.executions).toEqual([]);
  expect(tally.dialogs).toEqual([]);
  return vectors
    .filter((vector) => !new RegExp(`Vector ${vector.id}(?!\\d)`, "i").test(text))
    .map((vector) => vector.id);
}

async function openWatch(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toBe(appPolicy);
}

/** Switches the language in the header's menu: the client renders the other description itself. */
async function switchLanguage(page: Page, to: "English" | "العربية") {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /English|العربية/ })
    .first()
    .click();
  await page.getByRole("menuitemradio", { name: to }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to === "English" ? "en" : "ar");
}

/** A line for the report: kept as an annotation and printed by the list reporter. */
function note(annotation: { type: string; description: string }) {
  test.info().annotations.push(annotation);
  console.log(`${annotation.type}: ${annotation.description}`);
}

/** The full write payload of a listing as the admin API returned it, with new descriptions. */
function writeOf(listing: AdminListingDto, description: string | null, descriptionAr: string | null) {
  const decimal = (cents: number) => (cents / 100).toFixed(2);
  return {
    ...listing,
    price: decimal(listing.priceCents),
    originalPrice: listing.originalPriceCents === null ? null : decimal(listing.originalPriceCents),
    description,
    descriptionAr,
  };
}

test("the corpus holds at least 500 vectors of every family, in descriptions the schema takes", () => {
  expect(xssVectors.length).toBeGreaterThanOrEqual(500);
  for (const count of Object.values(vectorCounts())) expect(count).toBeGreaterThan(0);
  for (const vectors of chunk(xssVectors, perDescription))
    expect(descriptionOf(vectors).length).toBeLessThanOrEqual(20_000);
  // A description of the longest vectors still fits the write schema's limit.
  const longest = [...xssVectors].sort((a, b) => b.html.length - a.html.length).slice(0, perDescription);
  expect(descriptionOf(longest).length).toBeLessThanOrEqual(20_000);
});

test.describe("the control page", () => {
  // Its unsanitised vectors are meant to be stopped by the CSP, which the browser reports.
  test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive/] });

  test("the hook counts executions on an unsanitised page, and the app's CSP stops them", async ({
    page,
  }) => {
    const tally = await installHook(page);
    // One vector of each kind of trigger: load, error, hover, focus, click, a frame, a dialog, mXSS.
    const pick = (matches: (html: string) => boolean) => {
      const vector = xssVectors.find((candidate) => matches(candidate.html));
      if (!vector) throw new Error("no such vector in the corpus");
      return vector;
    };
    const controls = [
      pick((html) => html.startsWith("<img src=x onerror=")),
      pick((html) => html.startsWith('<p onmouseover="')),
      pick((html) => html.startsWith('<input autofocus onfocus="')),
      pick((html) => html.startsWith('<strong onclick="')),
      pick((html) => html.startsWith('<a href="javascript:')),
      pick((html) => html.startsWith("<svg onload=")),
      pick((html) => html.startsWith('<iframe srcdoc="<script>')),
      pick((html) => html.startsWith('<noscript><p title="</noscript>')),
    ];
    const page_ = (policy?: string) => ({
      status: 200,
      contentType: "text/html",
      headers: policy ? { "Content-Security-Policy": policy } : ({} as Record<string, string>),
      body: `<!doctype html><html data-live><body><section aria-label="About This Watch"><div dir="auto">${descriptionOf(controls)}<p>${"<br>".repeat(3)}</p></div></section><script>alert("dialog")</script></body></html>`,
    });
    await page.route(`${baseURL}/__xss-control/**`, (route) =>
      route.fulfill(page_(route.request().url().endsWith("csp") ? appPolicy : undefined)),
    );

    await page.goto("/__xss-control/open");
    await provoke(page, descriptionRegion(page));
    await expect
      .poll(() => new Set(tally.executions.map((hit) => hit.match(/^xss: (\d+)$/)?.[1]).filter(Boolean)).size)
      .toBe(controls.length);
    expect(tally.executions).toContain("alert: dialog");

    // The same page under the app's policy: nothing runs, and each refusal is reported.
    tally.executions.length = 0;
    await page.goto("/__xss-control/csp");
    await provoke(page, descriptionRegion(page));
    await expect.poll(() => tally.violations.length).toBeGreaterThanOrEqual(controls.length);
    expect(tally.executions).toEqual([]);
    expect(tally.dialogs).toEqual([]);
    note({
      type: "control",
      description: `unsanitised: ${controls.length} vectors and the alert ran; under the CSP: 0 ran, ${tally.violations.length} violations`,
    });
  });
});

for (const [index, watch] of watches.entries()) {
  // Descriptions of `perDescription` vectors dealt round-robin, so each watch gets every family.
  const mine = chunk(xssVectors, perDescription)
    .filter((_, description) => description % watches.length === index)
    .flat();

  test(`${mine.length} XSS vectors saved as ${watch.reference}'s descriptions run nothing on its watch page`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tally = await installHook(page);
    const api = await adminApi();
    const found = await api.get(`/api/admin/listings?q=${watch.reference}`);
    const { items } = (await found.json()) as AdminListingPageDto;
    const row = items.find((item) => item.title === watch.title);
    expect(row, watch.title).toBeTruthy();
    const { id, slug } = row as AdminListingPageDto["items"][number];
    const original = (await (await api.get(`/api/admin/listings/${id}`)).json()) as AdminListingDto;
    expect(original.isActive).toBe(true);

    const pending = [...mine];
    const shown = new Set<number>();
    /** Vectors that hid the ones after them: the vector just before the first hidden marker. */
    const swallowers = new Set<number>();
    const byId = new Map(mine.map((vector) => [vector.id, vector]));
    try {
      // Bounded: every description shows at least its first vector.
      for (let round = 0; pending.length > 0 && round < 40; round++) {
        const english = pending.splice(0, perDescription);
        const arabic = pending.splice(0, perDescription);
        const saved = await api.put(`/api/admin/listings/${id}`, {
          data: writeOf(original, descriptionOf(english), descriptionOf(arabic) || null),
        });
        expect(saved.status()).toBe(200);

        // Server-rendered and hydrated in English, then rendered by the client in Arabic…
        await openWatch(page, `/watch/${slug}?lang=en`);
        const hiddenEnglish = await rendered(page, english, tally);
        const descriptions: [XssVector[], number[]][] = [[english, hiddenEnglish]];
        if (arabic.length > 0) {
          await switchLanguage(page, "العربية");
          const hiddenArabic = await rendered(page, arabic, tally);
          descriptions.push([arabic, hiddenArabic]);
          // …and server-rendered in Arabic, then rendered by the client in English: each render of
          // a description shows the same vectors (no markup mutates between server and client).
          await openWatch(page, `/watch/${slug}?lang=ar`);
          expect(await rendered(page, arabic, tally)).toEqual(hiddenArabic);
          await switchLanguage(page, "English");
          expect(await rendered(page, english, tally)).toEqual(hiddenEnglish);
        }
        for (const [vectors, hidden] of descriptions) {
          for (const vector of vectors) if (!hidden.includes(vector.id)) shown.add(vector.id);
          const first = vectors.findIndex((vector) => hidden.includes(vector.id));
          if (first > 0) swallowers.add(vectors[first - 1]?.id as number);
          pending.unshift(...hidden.map((hiddenId) => byId.get(hiddenId) as XssVector));
        }
      }
    } finally {
      const restored = await api.put(`/api/admin/listings/${id}`, {
        data: writeOf(original, original.description, original.descriptionAr),
      });
      expect(restored.status()).toBe(200);
      const after = (await (await api.get(`/api/admin/listings/${id}`)).json()) as AdminListingDto;
      expect([after.description, after.descriptionAr]).toEqual([
        original.description,
        original.descriptionAr,
      ]);
      await api.dispose();
    }

    // Every vector was saved and shown on the watch page, and none of them ran.
    expect(mine.filter((vector) => !shown.has(vector.id)).map((vector) => vector.id)).toEqual([]);
    expect(tally.executions).toEqual([]);
    expect(tally.dialogs).toEqual([]);
    note({
      type: "xss",
      description:
        `${mine.length} vectors rendered, 0 executions, ${tally.violations.length} CSP violations, ` +
        `${tally.cspConsoleErrors} CSP console errors; vectors that hid the rest of their description: ` +
        `${[...swallowers].join(", ") || "none"}`,
    });
    // The sanitiser leaves nothing for the policy to refuse: a violation would be a vector that got through.
    expect(tally.violations).toEqual([]);
  });
}

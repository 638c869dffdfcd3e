import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/**
 * What the fake answers next: a good answer to whatever was asked, a given JSON answer, a slow
 * one, malformed or schema-invalid content, or an HTTP error.
 */
export type FakeOpenAiMode =
  | { kind: "good" }
  | { kind: "answer"; content: unknown }
  | { kind: "slow"; delayMs: number }
  | { kind: "malformed" }
  | { kind: "schema-invalid" }
  | { kind: "error"; status: number };

/** A sections answer that follows the listing-description schema, for both languages. */
export function goodAnswer(
  overrides: { en?: object; ar?: object; specificationsAr?: { key: string; value: string }[] } = {},
) {
  const sections = (language: "en" | "ar") => ({
    heading: language === "en" ? "Rolex Submariner Date" : "ساعة Rolex Submariner Date",
    overview: language === "en" ? "A modern classic diver." : "ساعة غوص كلاسيكية معاصرة.",
    conditionAndAuthenticity:
      language === "en" ? "Excellent, guaranteed authentic." : "حالة ممتازة وأصالة مضمونة.",
    caseAndDesign: language === "en" ? "Oystersteel, 41 mm." : "علبة من الفولاذ بقياس 41 mm.",
    movement: language === "en" ? "Calibre 3235." : "حركة Calibre 3235.",
    whatsIncluded: language === "en" ? "Box and papers." : "العلبة والأوراق.",
  });
  return {
    en: { ...sections("en"), ...overrides.en },
    ar: { ...sections("ar"), ...overrides.ar },
    specificationsAr: overrides.specificationsAr ?? [],
  };
}

/** Instagram posts that follow the instagram_posts schema and quote the prices they are given. */
export function goodPostsAnswer(prices: { usd: string; kwd: string }, overrides: object = {}) {
  return {
    arabicPost: `⌚️ ساعة Rolex Submariner Date بحالة ممتازة، فل سيت.\n💰 السعر: ${prices.kwd}\n📩 للطلب راسلونا على الخاص\n#ساعات_الكويت\n#Rolex`,
    englishPost: `⌚️ Rolex Submariner Date in excellent condition, full set.\n💰 Price: ${prices.usd}\n📩 DM us to reserve it.\n#Rolex #LuxuryWatches`,
    ...overrides,
  };
}

/** A watch identification that follows the watch_identification schema (issue 12). */
export function goodIdentificationAnswer(overrides: object = {}) {
  return {
    candidates: [
      { brand: "Rolex", model: "Submariner Date", reference: "126610LN", confidence: 92 },
      { brand: "Rolex", model: "Submariner", reference: "124060", confidence: 41 },
    ],
    visualDescription: "Steel diver's watch, black dial and black ceramic bezel, Oyster bracelet, date at 3.",
    brief: "A modern Rolex Submariner Date in Oystersteel.",
    photoAdvice: [],
    ...overrides,
  };
}

/** A good answer to the request, by the name of the schema it asks for, as a model that obeys would give. */
function goodAnswerTo(body: Record<string, unknown>): unknown {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name === "watch_identification") return goodIdentificationAnswer();
  if (format?.json_schema?.name !== "instagram_posts") return goodAnswer();
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const facts = JSON.parse(messages.find((m) => m.role === "user")?.content ?? "{}");
  return goodPostsAnswer({ usd: String(facts.priceUsd), kwd: String(facts.priceKwd) });
}

const completion = (model: string, content: string) => ({
  id: `chatcmpl-${crypto.randomUUID()}`,
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    {
      index: 0,
      finish_reason: "stop",
      logprobs: null,
      message: { role: "assistant", content, refusal: null },
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/**
 * A local stand-in for an OpenAI-compatible endpoint's `POST /v1/chat/completions` on 127.0.0.1,
 * with controls for tests (`answerWith`) and every request body and header it received.
 */
export async function startFakeOpenAi() {
  let mode: FakeOpenAiMode = { kind: "good" };
  const requests: { body: Record<string, unknown>; authorization: string | null }[] = [];

  const app = new Hono();
  app.post("/v1/chat/completions", async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    requests.push({ body, authorization: c.req.header("authorization") ?? null });
    const model = String(body.model);
    switch (mode.kind) {
      case "good":
        return c.json(completion(model, JSON.stringify(goodAnswerTo(body))));
      case "answer":
        return c.json(completion(model, JSON.stringify(mode.content)));
      case "slow":
        await new Promise((resolve) => setTimeout(resolve, (mode as { delayMs: number }).delayMs));
        return c.json(completion(model, JSON.stringify(goodAnswerTo(body))));
      case "malformed":
        return c.json(completion(model, '{"en": {"heading": "Rolex'));
      case "schema-invalid":
        return c.json(completion(model, JSON.stringify({ en: { heading: "Rolex" }, ar: "none" })));
      case "error":
        // The SDK waits this long before its retry (instead of half a second and more).
        c.header("retry-after-ms", "1");
        return c.json(
          { error: { message: "The server had an error", type: "server_error" } },
          mode.status as 500,
        );
    }
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The endpoint's base, without `/v1` (the adapter adds it). */
    url,
    requests,
    /** How the following requests are answered, until told otherwise. */
    answerWith(next: FakeOpenAiMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

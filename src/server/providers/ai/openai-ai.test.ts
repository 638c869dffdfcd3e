import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sanitizeDescription } from "../../modules/catalog/sanitize-description";
import { type FakeOpenAi, goodAnswer, startFakeOpenAi } from "../../test/fake-openai";
import { type AiProvider, AiProviderError, type ListingDescriptionInput } from "./ai";
import { apiBaseOf, createOpenAiProvider, listingDescriptionJsonSchema } from "./openai-ai";

let fake: FakeOpenAi;
let ai: AiProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  ai = createOpenAiProvider(
    { kind: "openai", baseUrl: fake.url, apiKey: "sk-test-mizan", model: "mizan-test-model" },
    { timeoutMs: 300 },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ kind: "answer", content: goodAnswer() });
});

const submariner: ListingDescriptionInput = {
  brand: "Rolex",
  model: "Submariner Date",
  reference: "126610LN",
  year: 2021,
  priceCents: 1_250_000,
  specifications: { condition: "excellent", boxPapers: "complete", authenticity: "guaranteed" },
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("OpenAI-compatible description provider", () => {
  it("asks with the model, the strict json_schema and the listing's facts, never its price", async () => {
    await ai.generateListingDescription(submariner);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.authorization).toBe("Bearer sk-test-mizan");
    expect(request?.body.model).toBe("mizan-test-model");
    expect(request?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: listingDescriptionJsonSchema,
    });
    expect(listingDescriptionJsonSchema.strict).toBe(true);
    const messages = (request?.body.messages ?? []) as { role: string; content: string }[];
    const user = messages.find((m) => m.role === "user");
    expect(JSON.parse(user?.content ?? "")).toEqual({
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      year: 2021,
      specifications: {
        condition: "Excellent",
        boxPapers: "Complete Set (Box & Papers)",
        authenticity: "Guaranteed",
      },
    });
  });

  it("turns the model's sections into the spec's sections in both languages, with our facts list", async () => {
    const description = await ai.generateListingDescription(submariner);

    expect(description.en).toContain("<h2>Rolex Submariner Date</h2>");
    expect(description.en).toContain("<h3>Watch Details</h3>");
    expect(description.en).toContain("<li><strong>Reference:</strong> 126610LN</li>");
    expect(description.en).toContain("<li><strong>Condition:</strong> Excellent</li>");
    expect(description.en).toContain(
      "<h3>Authenticity &amp; Guarantee</h3>\n<p>Excellent, guaranteed authentic.</p>",
    );
    expect(description.en).toContain("<h3>About This Watch</h3>\n<p>A modern classic diver.</p>");
    expect(description.en).toContain("<h3>Photography</h3>");
    expect(description.ar).toContain("<h2>ساعة <bdi>Rolex Submariner Date</bdi></h2>");
    expect(description.ar).toContain("<li><strong>الحالة:</strong> ممتازة</li>");
    expect(description.ar).toContain("<li><strong>الرقم المرجعي:</strong> <bdi>126610LN</bdi></li>");
    expect(description.ar).toContain("<h3>الأصالة والضمان</h3>");
    // What is stored is what is shown: the English passes the allow-list unchanged.
    expect(sanitizeDescription(description.en)).toBe(description.en);
  });

  it("escapes whatever markup the model writes, so a description never carries script", async () => {
    fake.answerWith({
      kind: "answer",
      content: goodAnswer({
        en: { overview: '<script>alert("x")</script> <img src=x onerror=alert(1)>' },
        ar: { heading: "<b onclick=alert(1)>ساعة</b>" },
      }),
    });
    const description = await ai.generateListingDescription(submariner);

    expect(description.en).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(description.en).not.toContain("<script");
    expect(description.en).not.toContain("<img");
    expect(description.ar).toContain(
      "&lt;<bdi>b onclick</bdi>=<bdi>alert</bdi>(<bdi>1</bdi>)&gt;ساعة&lt;/<bdi>b</bdi>&gt;",
    );
    expect(description.ar).not.toMatch(/<b[\s>]/);
  });

  it("throws AiProviderError on a slow answer, after one retry", async () => {
    fake.answerWith({ kind: "slow", delayMs: 2_000 });
    const failure = await failureOf(ai.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe("timeout");
    expect(fake.requests).toHaveLength(2);
  });

  it("throws AiProviderError on a 500, after the SDK's one retry", async () => {
    fake.answerWith({ kind: "error", status: 500 });
    const failure = await failureOf(ai.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect(failure).toMatchObject({ reason: "status", status: 500 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each(["malformed", "schema-invalid"] as const)(
    "throws AiProviderError on a %s answer, asking once",
    async (kind) => {
      fake.answerWith({ kind });
      const failure = await failureOf(ai.generateListingDescription(submariner));
      expect(failure).toBeInstanceOf(AiProviderError);
      expect((failure as AiProviderError).reason).toBe(kind);
      expect(fake.requests).toHaveLength(1);
    },
  );

  it("throws AiProviderError when nothing answers", async () => {
    const unreachable = createOpenAiProvider(
      { kind: "openai", baseUrl: "http://127.0.0.1:9", apiKey: "x", model: "m" },
      { timeoutMs: 300 },
    );
    const failure = await failureOf(unreachable.generateListingDescription(submariner));
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).reason).toBe("connection");
  });
});

describe("AI_BASE_URL", () => {
  it.each([
    ["http://localhost:11434", "http://localhost:11434/v1"],
    ["http://localhost:11434/", "http://localhost:11434/v1"],
    ["https://api.openai.com/v1", "https://api.openai.com/v1"],
    ["https://api.openai.com/v1/", "https://api.openai.com/v1"],
    ["https://openrouter.ai/api/v1", "https://openrouter.ai/api/v1"],
    ["https://proxy.example/openai", "https://proxy.example/openai/v1"],
    [
      "https://generativelanguage.googleapis.com/v1beta/openai/",
      "https://generativelanguage.googleapis.com/v1beta/openai",
    ],
  ])("%s is used as %s", (given, used) => {
    expect(apiBaseOf(given)).toBe(used);
  });
});

import type { Config } from "../../config";
import type { AiProvider } from "./ai";
import { createOpenAiProvider } from "./openai-ai";

/**
 * The OpenAI-compatible provider when AI_BASE_URL is set, else none: every caller has a composed
 * fallback, so the shop works offline (STYLE.md, Epic Stack's offline development).
 */
export function createAi(config: Pick<Config, "ai">): AiProvider | undefined {
  return config.ai.kind === "openai" ? createOpenAiProvider(config.ai) : undefined;
}

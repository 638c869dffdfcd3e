import { analysisMessages } from "../../../shared/analysis-schemas";
import { apiErrorMessage } from "../../lib/error-messages";
import { ApiError } from "../../lib/http-error";
import type { Message } from "../../lib/message";

/** The analysis's own refusals (shared/analysis-schemas.ts) and their keys. */
const analysisKeys = new Map<string, string>([
  [analysisMessages.brandModelRequired, "analysis:messages.brandModelRequired"],
  [analysisMessages.unknownPhoto, "analysis:messages.unknownPhoto"],
  [analysisMessages.providerFailed, "analysis:messages.providerFailed"],
]);

/**
 * What a failed analysis tells the user: a refusal the analysis words itself (the answer's message
 * or its first issue's), else the app's message for the server's reason or code.
 */
export function analysisErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.isClientError) {
    for (const message of [error.message, ...(error.issues ?? []).map((issue) => issue.message)]) {
      const key = analysisKeys.get(message);
      if (key) return { key };
    }
  }
  return apiErrorMessage(error);
}

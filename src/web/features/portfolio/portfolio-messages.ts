import { portfolioMessages } from "../../../shared/portfolio-schemas";
import { ApiError } from "../../lib/http-error";
import type { Message } from "../../lib/message";
import { formErrorMessage, validationMessage } from "../../lib/validation-messages";

/** The portfolio schema's English messages (also the server's answers) and their keys. */
const portfolioKeys = new Map<string, string>(
  Object.entries(portfolioMessages).map(([key, message]) => [message, `portfolio:validation.${key}`]),
);

/** One of the shared schemas' messages in the user's words: the portfolio's own first. */
export function portfolioValidationMessage(message: string): Message {
  const key = portfolioKeys.get(message);
  return key ? { key } : validationMessage(message);
}

/**
 * What a failed portfolio call tells the user, for the spec's "{message}" (§8 Portfolio): a refusal
 * the portfolio words itself, else the app's message for the server's code — never English on an
 * Arabic page.
 */
export function portfolioErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.isClientError) {
    const key = portfolioKeys.get(error.message);
    if (key) return { key };
  }
  return formErrorMessage(error);
}

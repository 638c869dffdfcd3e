import { describe, expect, it } from "vitest";
import enPortfolio from "../../../shared/locales/en/portfolio.json";
import { portfolioMessages } from "../../../shared/portfolio-schemas";
import { ApiError } from "../../lib/http-error";
import { portfolioErrorMessage, portfolioValidationMessage } from "./portfolio-messages";

describe("the portfolio's messages", () => {
  it("have an English entry with the schema's words, so Arabic has one too (i18n.test)", () => {
    for (const [key, message] of Object.entries(portfolioMessages)) {
      expect(enPortfolio.validation[key as keyof typeof enPortfolio.validation], key).toBe(message);
    }
  });

  it("turn the server's refusals into keys, and any other answer into the app's message", () => {
    expect(
      portfolioErrorMessage(new ApiError("VALIDATION_ERROR", 400, portfolioMessages.brandModelRequired)),
    ).toEqual({ key: "portfolio:validation.brandModelRequired" });
    expect(portfolioErrorMessage(new ApiError("NOT_FOUND", 404, portfolioMessages.notFound))).toEqual({
      key: "portfolio:validation.notFound",
    });
    expect(portfolioErrorMessage(new ApiError("UNAUTHENTICATED", 401, "Sign in"))).toEqual({
      key: "common:apiErrors.unauthenticated",
    });
    expect(portfolioValidationMessage("This text is too long")).toEqual({
      key: "common:apiErrors.textTooLong",
    });
  });
});

import { describe, expect, it } from "vitest";
import { english, englishT } from "../i18n/english";
import { apiErrorMessage, errorMessage } from "./error-messages";
import { ApiError } from "./http-error";

describe("apiErrorMessage (STYLE.md 5)", () => {
  it("words the cart's refusals by their reason, with the number left, whatever the server's English", () => {
    const stock = new ApiError("CONFLICT", 409, "", undefined, {
      reason: "STOCK_LIMIT",
      params: { count: 1 },
    });
    expect(english(apiErrorMessage(stock))).toBe("Sorry, only 1 available.");
    const gone = new ApiError("CONFLICT", 409, "", undefined, { reason: "WATCH_NO_LONGER_AVAILABLE" });
    expect(english(apiErrorMessage(gone))).toBe("This watch is no longer available.");
  });

  it("words any other answer by its code", () => {
    expect(english(apiErrorMessage(new ApiError("RATE_LIMITED", 429, "slow down")))).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(english(apiErrorMessage(new ApiError("FORBIDDEN", 403, "no")))).toBe(
      "Access denied. Admin privileges required.",
    );
  });

  it("falls back for internal errors, unknown codes and failures that never reached the server", () => {
    const fallback = "storefront:toasts.addToCartFailed";
    expect(english(apiErrorMessage(new ApiError("INTERNAL_ERROR", 500, "db down"), fallback))).toBe(
      "Failed to add item to cart",
    );
    expect(english(apiErrorMessage(new ApiError("HTTP_ERROR", 502, "Bad Gateway")))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(errorMessage(new TypeError("Failed to fetch"), englishT)).toBe(
      "Something went wrong. Please try again.",
    );
  });
});

describe("refusals with a reason", () => {
  it("are worded by their reason, with the values the sentence needs", () => {
    const refused = new ApiError("CONFLICT", 409, "gone", undefined, {
      reason: "LISTING_UNAVAILABLE",
      params: { title: "Rolex Submariner Date" },
    });
    expect(english(apiErrorMessage(refused))).toBe(
      "Sorry, Rolex Submariner Date is no longer available. Someone else has just bought it.",
    );
    expect(english(apiErrorMessage(new ApiError("PAYMENT_FAILED", 502, "provider down")))).toBe(
      "Failed to initiate checkout. Please try again.",
    );
  });
});

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

  it("says why a photo carrying markup was refused, not just that it is no image (issue 25)", () => {
    const polyglot = new ApiError("UNSUPPORTED_MEDIA_TYPE", 415, "", undefined, {
      reason: "IMAGE_HAS_MARKUP",
    });
    expect(english(apiErrorMessage(polyglot))).toBe(
      "This image contains embedded markup or script and can't be used. Save it again from a photo editor and re-upload.",
    );
    expect(english(apiErrorMessage(new ApiError("UNSUPPORTED_MEDIA_TYPE", 415, "")))).toBe(
      "Only image files can be uploaded",
    );
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
  it("say a watch in another shopper's checkout is reserved, and until when in the shop's time (issue 24)", () => {
    const reserved = new ApiError("CONFLICT", 409, "reserved", undefined, {
      reason: "LISTING_RESERVED",
      params: { title: "Rolex Submariner Date", until: "2026-11-27T21:05:00.000Z" },
    });
    expect(english(apiErrorMessage(reserved))).toBe(
      "Sorry, Rolex Submariner Date is reserved for another shopper. " +
        "It may be available again after \u206828 Nov, 00:05\u2069 (Kuwait time).",
    );
    const raised = new ApiError("CONFLICT", 409, "raised", undefined, {
      reason: "CART_PRICES_CHANGED",
      params: { count: 2 },
    });
    expect(english(apiErrorMessage(raised))).toBe(
      "The prices of 2 watches in your cart have changed since you added them. " +
        "Please check the new prices and confirm them before you pay.",
    );
  });

  it("are worded by their reason, with the values the sentence needs", () => {
    const refused = new ApiError("CONFLICT", 409, "gone", undefined, {
      reason: "LISTING_UNAVAILABLE",
      params: { title: "Rolex Submariner Date" },
    });
    expect(english(apiErrorMessage(refused))).toBe("Sorry, Rolex Submariner Date is no longer available.");
    expect(english(apiErrorMessage(new ApiError("PAYMENT_FAILED", 502, "provider down")))).toBe(
      "Failed to initiate checkout. Please try again.",
    );
  });
});

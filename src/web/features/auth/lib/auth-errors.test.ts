import { describe, expect, it } from "vitest";
import { english } from "../../../i18n/english";
import { authErrorMessage, requestErrorMessage } from "./auth-errors";

describe("authErrorMessage (spec: storefront §8)", () => {
  it("maps sign-in codes to the catalogue's words", () => {
    expect(english(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", status: 401 }, "signIn"))).toBe(
      "Invalid email or password. Please try again.",
    );
    expect(english(authErrorMessage({ code: "EMAIL_NOT_VERIFIED", status: 403 }, "signIn"))).toBe(
      "Please confirm your email address before signing in.",
    );
    expect(english(authErrorMessage({ code: "BANNED_USER", status: 403 }, "signIn"))).toBe(
      "This account has been suspended. Please contact us.",
    );
    expect(english(authErrorMessage({ code: "SOMETHING_ELSE", status: 500 }, "signIn"))).toBe(
      "An error occurred during sign in. Please try again.",
    );
  });

  it("maps both already-exists codes on sign-up, and anything else to the generic sign-up error", () => {
    for (const code of ["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]) {
      expect(english(authErrorMessage({ code, status: 422 }, "signUp"))).toBe(
        "An account with this email already exists. Please sign in instead.",
      );
    }
    expect(english(authErrorMessage({}, "signUp"))).toBe(
      "An error occurred during sign up. Please try again.",
    );
  });

  it("reads rate limits in the user's language and passes validation answers through", () => {
    expect(english(authErrorMessage({ code: "RATE_LIMITED", status: 429 }, "signIn"))).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(
      english(
        authErrorMessage({ code: "VALIDATION_ERROR", status: 400, message: "Name is too long" }, "signUp"),
      ),
    ).toBe("Name is too long");
    expect(english(requestErrorMessage({ status: 429 }))).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });
});

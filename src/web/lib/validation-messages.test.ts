import { describe, expect, it } from "vitest";
import { authMessages } from "../../shared/auth";
import { checkoutMessages } from "../../shared/checkout";
import { english } from "../i18n/english";
import { ApiError } from "./http-error";
import { formErrorMessage, validationMessage } from "./validation-messages";

describe("validationMessage", () => {
  it("has a translation key for every shared auth message, with the same English", () => {
    for (const message of Object.values(authMessages)) {
      const resolved = validationMessage(message);
      expect(resolved).toHaveProperty("key");
      expect(english(resolved)).toBe(message);
    }
  });

  it("has a translation key for every shared checkout message, with the same English", () => {
    for (const message of Object.values(checkoutMessages)) {
      const resolved = validationMessage(message);
      expect(resolved).toHaveProperty("key");
      expect(english(resolved)).toBe(message);
    }
  });

  it("passes unknown messages through", () => {
    expect(validationMessage("Something new")).toEqual({ text: "Something new" });
  });
});

describe("formErrorMessage", () => {
  it("words a refused field in the user's language, and any other failure by the error map", () => {
    const refused = new ApiError("VALIDATION_ERROR", 400, "Please enter a valid phone number");
    expect(english(formErrorMessage(refused))).toBe("Please enter a valid phone number");
    expect(english(formErrorMessage(new ApiError("INTERNAL_ERROR", 500, "boom")))).toBe(
      "Something went wrong. Please try again.",
    );
  });
});

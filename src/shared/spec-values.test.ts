import { describe, expect, it } from "vitest";
import { specKeyLabel, specValueText, translateSpecValue } from "./spec-value-words";

describe("free-text specification values", () => {
  it("keeps English as written", () => {
    expect(specValueText("Automatic, Calibre 3235", "en")).toBe("Automatic, Calibre 3235");
  });

  it("translates the words and measures the dictionary knows, whatever their case", () => {
    expect(specValueText("automatic", "ar")).toBe("أوتوماتيكية");
    expect(specValueText("Black", "ar")).toBe("أسود");
    expect(specValueText("41mm", "ar")).toBe("41 مم");
    expect(specValueText("33.7mm x 25.5mm", "ar")).toBe("33.7 مم × 25.5 مم");
    expect(specValueText("300m", "ar")).toBe("300 م");
  });

  it("translates part by part and marks what it keeps as written", () => {
    expect(translateSpecValue("Automatic, Calibre 3235", "ar")).toEqual({
      parts: [
        { text: "أوتوماتيكية", translated: true },
        { text: "Calibre 3235", translated: false },
      ],
      separator: "، ",
    });
    expect(specValueText("Oyster bracelet, Glidelock clasp", "ar")).toBe("Oyster bracelet, Glidelock clasp");
  });
});

describe("the labels of keys an admin added", () => {
  it("reads the dictionary's in each language, else the key spelled as words", () => {
    expect(specKeyLabel("caseBack", "en")).toBe("Case Back");
    expect(specKeyLabel("caseBack", "ar")).toBe("ظهر العلبة");
    expect(specKeyLabel("powerReserve", "ar")).toBe("احتياطي الطاقة");
    expect(specKeyLabel("strap_buckle", "ar")).toBe("Strap buckle");
    expect(specKeyLabel("dialFinish", "en")).toBe("Dial Finish");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { type FakeRates, startFakeRates } from "../../test/fake-rates";
import { createExchangeRates } from "./create-exchange-rates";

let fake: FakeRates;

beforeAll(async () => {
  fake = await startFakeRates();
});
afterAll(() => fake.close());

describe("EXCHANGE_RATE_SOURCES", () => {
  it("is off by default: the shop then runs offline on the pegs and its own dinar rate", () => {
    expect(loadConfig({}).exchangeRates.sources).toEqual([]);
    expect(createExchangeRates(loadConfig({}))).toEqual([]);
  });

  it("names the sources, each at its public address unless another is given", () => {
    const config = loadConfig({ EXCHANGE_RATE_SOURCES: `ecb, frankfurter=${fake.frankfurterUrl}` });
    expect(config.exchangeRates.sources).toEqual([
      { kind: "ecb", url: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml" },
      { kind: "frankfurter", url: fake.frankfurterUrl },
    ]);
    expect(createExchangeRates(config).map((source) => source.id)).toEqual(["ecb", "frankfurter"]);
  });

  it("stops the start with a message that names the variable", () => {
    expect(() => loadConfig({ EXCHANGE_RATE_SOURCES: "ecb,oanda" })).toThrow(
      /EXCHANGE_RATE_SOURCES: unknown source "oanda"/,
    );
    expect(() => loadConfig({ EXCHANGE_RATE_SOURCES: "ecb=ftp://mirror/x.xml" })).toThrow(
      /EXCHANGE_RATE_SOURCES: ecb: "ftp:\/\/mirror\/x.xml" is not an http\(s\):\/\/ address/,
    );
    expect(() => loadConfig({ EXCHANGE_RATE_SOURCES: "ecb,ecb" })).toThrow(/ecb is named twice/);
  });
});

import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAgo, type FakeRates, startFakeRates } from "../../test/fake-rates";
import { createEcbRates, parseEcbDaily } from "./ecb-rates";
import { RateSourceError } from "./exchange-rates";
import { createFrankfurterRates } from "./frankfurter-rates";

let fake: FakeRates;

beforeAll(async () => {
  fake = await startFakeRates();
});
afterAll(() => fake.close());

/** The error a source's fetch failed with. */
async function failureOf(fetching: Promise<unknown>): Promise<RateSourceError> {
  const error = await fetching.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RateSourceError);
  return error as RateSourceError;
}

describe("the ECB's daily reference rates (issue 30)", () => {
  it("gives the euro and the pound per US dollar, crossed through the euro, with the ECB's day", async () => {
    const ecb = createEcbRates({ url: fake.ecbUrl });
    // 1 / 1.0921 = 0.915667...; 0.86168 / 1.0921 = 0.789012...
    expect(await ecb.fetchRates()).toEqual([
      { currency: "EUR", rate: 915_667, source: "ecb", date: daysAgo(3) },
      { currency: "GBP", rate: 789_012, source: "ecb", date: daysAgo(3) },
    ]);
    expect(fake.requests.at(-1)?.accept).toMatch(/xml/);
  });

  it("reads double-quoted attributes in any order too", () => {
    const xml = `<Cube><Cube time="2026-12-07"><Cube rate="1.10" currency="USD"/><Cube currency="GBP" rate="0.88"/></Cube></Cube>`;
    expect(parseEcbDaily(xml)).toEqual([
      { currency: "EUR", rate: 909_091, source: "ecb", date: "2026-12-07" },
      { currency: "GBP", rate: 800_000, source: "ecb", date: "2026-12-07" },
    ]);
  });

  it("refuses a file without its day or without the dollar", () => {
    expect(() => parseEcbDaily("<Cube><Cube currency='USD' rate='1.1'/></Cube>")).toThrow(RateSourceError);
    expect(() =>
      parseEcbDaily("<Cube><Cube time='2026-12-07'><Cube currency='GBP' rate='0.86'/></Cube></Cube>"),
    ).toThrow(/no USD rate/);
    expect(() =>
      parseEcbDaily("<Cube><Cube time='2026-12-07'><Cube currency='USD' rate='one'/></Cube></Cube>"),
    ).toThrow(/USD rate is not a number/);
  });

  it("tells a 500, an unreadable file and a dropped connection apart", async () => {
    const ecb = createEcbRates({ url: fake.ecbUrl });
    fake.script("ecb", { kind: "status", status: 500 }, { kind: "malformed" }, { kind: "hang-up" });
    const unavailable = await failureOf(ecb.fetchRates());
    expect([unavailable.reason, unavailable.status]).toEqual(["unavailable", 500]);
    expect((await failureOf(ecb.fetchRates())).reason).toBe("malformed");
    expect((await failureOf(ecb.fetchRates())).reason).toBe("connection");
    // And answers normally again afterwards.
    expect(await ecb.fetchRates()).toHaveLength(2);
  });

  it("gives up on a source that does not answer in time", async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/eurofxref-daily.xml`;
    try {
      const error = await failureOf(createEcbRates({ url, timeoutMs: 150 }).fetchRates());
      expect(error.reason).toBe("timeout");
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe("the Central Bank of Kuwait's rate through Frankfurter (issue 30)", () => {
  it("gives the dinar per US dollar with the bank's day, asking for the bank's rate alone", async () => {
    const frankfurter = createFrankfurterRates({ baseUrl: `${fake.frankfurterUrl}/` });
    expect(await frankfurter.fetchRates()).toEqual([
      { currency: "KWD", rate: 307_700, source: "cbk", date: daysAgo(1) },
    ]);
    expect(fake.requests.at(-1)?.url).toBe("/v2/rate/USD/KWD?providers=CBKKW");
  });

  it("fails on a 500, on an answer that is not the USD/KWD rate, and on a refused connection", async () => {
    const frankfurter = createFrankfurterRates({ baseUrl: fake.frankfurterUrl });
    fake.script("frankfurter", { kind: "status", status: 503 }, { kind: "malformed" });
    expect((await failureOf(frankfurter.fetchRates())).reason).toBe("unavailable");
    expect((await failureOf(frankfurter.fetchRates())).reason).toBe("malformed");
    fake.publish({ usdToKwd: -1 });
    expect((await failureOf(frankfurter.fetchRates())).reason).toBe("malformed");
    fake.publish({ usdToKwd: 0.3077 });

    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, "close");
    const refused = createFrankfurterRates({ baseUrl: `http://127.0.0.1:${port}` });
    expect((await failureOf(refused.fetchRates())).reason).toBe("connection");
  });
});

import { crossRate, rateScale, toRate } from "../../../shared/money";
import { type FetchedRate, RateSourceError, type RateSourceProvider } from "./exchange-rates";
import { fetchSource } from "./fetch-source";

/** The attributes of each `<Cube …>` element, in document order. */
function cubes(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<Cube\b([^>]*?)\/?>/g)].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([A-Za-z]+)\s*=\s*(["'])(.*?)\2/g)].map(([, name, , value]) => [name, value]),
    ),
  );
}

/**
 * The day's rates from the ECB's XML (reference/external-apis.md: `<Cube time="YYYY-MM-DD">`
 * holding `<Cube currency="USD" rate="1.08"/>`, per euro). The ECB quotes no Gulf currency, but
 * the dollar's rate makes the euro's and the pound's against the dollar: EUR per USD is 1 / (USD
 * per EUR), GBP per USD is (GBP per EUR) / (USD per EUR).
 */
export function parseEcbDaily(xml: string): FetchedRate[] {
  const found = cubes(xml);
  const days = found.flatMap((cube) => (cube.time ? [cube.time] : []));
  const [date] = days;
  if (days.length !== 1 || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new RateSourceError("malformed", "the ECB's answer holds no single day of rates");
  const perEuro = (currency: string) => {
    const text = found.find((cube) => cube.currency === currency)?.rate;
    if (!text) throw new RateSourceError("malformed", `the ECB's answer has no ${currency} rate`);
    try {
      return toRate(text);
    } catch (error) {
      throw new RateSourceError("malformed", `the ECB's ${currency} rate is not a number`, { cause: error });
    }
  };
  const usd = perEuro("USD");
  return [
    { currency: "EUR", rate: crossRate(rateScale, usd), source: "ecb", date },
    { currency: "GBP", rate: crossRate(perEuro("GBP"), usd), source: "ecb", date },
  ];
}

/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml, published around 16:00
 * CET on working days): the euro and the pound against the dollar.
 */
export function createEcbRates(options: { url: string; timeoutMs?: number }): RateSourceProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    id: "ecb",
    async fetchRates() {
      const response = await fetchSource("the ECB", options.url, timeoutMs, "application/xml, text/xml");
      let xml: string;
      try {
        xml = await response.text();
      } catch (error) {
        throw new RateSourceError("connection", "the ECB's answer broke off", { cause: error });
      }
      return parseEcbDaily(xml);
    },
  };
}

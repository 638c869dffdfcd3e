import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the fake publishes: the ECB's day and rates per euro, and the Central Bank of Kuwait's via Frankfurter. */
export interface FakeRatesDay {
  ecbDate: string;
  /** Units per euro, as the ECB writes them ("1.0921"). */
  perEuro: Record<string, string>;
  kwdDate: string;
  /** KWD per USD, as Frankfurter sends it (a JSON number). */
  usdToKwd: number;
}

/** A scripted answer to the next request of one source, before the fake answers normally again. */
export type FakeRatesScript =
  | { kind: "status"; status: number }
  | { kind: "malformed" }
  | { kind: "hang-up" };

type Source = "ecb" | "frankfurter";

/** The day `days` before today (UTC), as the sources write it: the fake's rates stay fresh whenever the tests run. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What the fake publishes unless told otherwise: the ECB's rates of three days ago, the CBK's of yesterday. */
export function fakeRatesDay(): FakeRatesDay {
  return {
    ecbDate: daysAgo(3),
    perEuro: { USD: "1.0921", JPY: "163.50", GBP: "0.86168", CHF: "0.9385" },
    kwdDate: daysAgo(1),
    usdToKwd: 0.3077,
  };
}

/**
 * The ECB's eurofxref-daily.xml as the bank writes it (single-quoted attributes, the gesmes
 * envelope, one day's <Cube time>), written here from the published file's shape, not from the
 * adapter's parser.
 */
function ecbXml(day: FakeRatesDay): string {
  const cubes = Object.entries(day.perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day.ecbDate}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/**
 * A local stand-in on 127.0.0.1 (node:http, port 0) for the two daily rate sources, speaking their
 * wire formats: the ECB's `/stats/eurofxref/eurofxref-daily.xml` and Frankfurter's
 * `/v2/rate/USD/KWD?providers=CBKKW` (`{"date","base","quote","rate"}`). Tests set the day it
 * publishes, script failures in turn (an error status, an unreadable answer, a dropped connection)
 * and count the requests each source received.
 */
export async function startFakeRates() {
  let day = fakeRatesDay();
  const scripts: Record<Source, FakeRatesScript[]> = { ecb: [], frankfurter: [] };
  const requests: { source: Source; url: string; accept: string | undefined }[] = [];
  const sockets = new Set<Socket>();

  function scripted(source: Source, response: ServerResponse): boolean {
    const next = scripts[source].shift();
    if (!next) return false;
    if (next.kind === "hang-up") {
      response.socket?.destroy();
      return true;
    }
    if (next.kind === "status") {
      response.writeHead(next.status, { "content-type": "text/plain" }).end("scripted failure");
      return true;
    }
    const body = source === "ecb" ? "<gesmes:Envelope><Cube><Cube time='" : '{"date": "2026-';
    response.writeHead(200, { "content-type": source === "ecb" ? "text/xml" : "application/json" }).end(body);
    return true;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/stats/eurofxref/eurofxref-daily.xml") {
      requests.push({ source: "ecb", url: url.pathname, accept: request.headers.accept });
      if (scripted("ecb", response)) return;
      response.writeHead(200, { "content-type": "text/xml" }).end(ecbXml(day));
      return;
    }
    if (request.method === "GET" && url.pathname === "/v2/rate/USD/KWD") {
      requests.push({
        source: "frankfurter",
        url: `${url.pathname}${url.search}`,
        accept: request.headers.accept,
      });
      if (scripted("frankfurter", response)) return;
      if (url.searchParams.get("providers")?.toUpperCase() !== "CBKKW") {
        response.writeHead(400, { "content-type": "application/json" }).end('{"message":"only CBKKW here"}');
        return;
      }
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ date: day.kwdDate, base: "USD", quote: "KWD", rate: day.usdToKwd }));
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The ECB's file's address and Frankfurter's base, as EXCHANGE_RATE_SOURCES would name them. */
    ecbUrl: `${base}/stats/eurofxref/eurofxref-daily.xml`,
    frankfurterUrl: base,
    requests,
    /** Publishes another day (or the same day with other rates) from now on. */
    publish(next: Partial<FakeRatesDay>) {
      day = { ...day, ...next };
    },
    /** Back to the usual day, with no failure waiting and no request counted. */
    reset() {
      day = fakeRatesDay();
      scripts.ecb.length = 0;
      scripts.frankfurter.length = 0;
      requests.length = 0;
    },
    /** The next request to `source` gets this answer, then the fake answers normally again. */
    script(source: Source, ...answers: FakeRatesScript[]) {
      scripts[source].push(...answers);
    },
    countOf: (source: Source) => requests.filter((request) => request.source === source).length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}

export type FakeRates = Awaited<ReturnType<typeof startFakeRates>>;

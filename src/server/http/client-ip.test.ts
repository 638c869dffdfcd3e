import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testOrigin } from "../test/test-app";
import { addressInChain, parseProxyTrust } from "./client-ip";

/**
 * Issue 25: behind a proxy, the client writes the first X-Forwarded-For entry itself. With the
 * proxies declared (TRUST_PROXY), only the entry the outermost trusted proxy appended is believed,
 * so a forged first hop per request does not make a new client of the same one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

/** What the one proxy in front of the app passes on: the client's own header, then its address. */
function throughProxy(path: string, body: unknown, forgedFirstHop: string) {
  return t.app.request(path, {
    method: "POST",
    headers: {
      origin: testOrigin,
      "content-type": "application/json",
      "x-forwarded-for": `${forgedFirstHop}, 203.0.113.77`,
    },
    body: JSON.stringify(body),
  });
}

describe("the client's address behind a declared number of proxies", () => {
  it("keeps the contact form's limit of 5 per address against a new forged first hop each time", async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) {
      const letter = {
        name: "Fatima Al-Sabah",
        email: `n${sent}@example.com`,
        topic: "watch",
        message: "Is the Daytona still available?",
      };
      statuses.push((await throughProxy("/api/contact", letter, `10.9.8.${sent}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("keeps the checkout limit of 30 per quarter hour against a new forged first hop each time", async () => {
    const statuses: number[] = [];
    for (let tried = 0; tried < 31; tried += 1) {
      statuses.push((await throughProxy("/api/checkout", {}, `198.18.0.${tried}`)).status);
    }
    // Refused as invalid (no cart) until the limit, then as too many.
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("reading X-Forwarded-For (TRUST_PROXY)", () => {
  it("counts the declared hops from the right", () => {
    const chain = ["6.6.6.6", "192.0.2.7", "10.0.0.2", "10.0.0.1"];
    expect(addressInChain(chain, { hops: 0 })).toBe("10.0.0.1");
    expect(addressInChain(chain, { hops: 1 })).toBe("10.0.0.2");
    expect(addressInChain(chain, { hops: 2 })).toBe("192.0.2.7");
    expect(addressInChain(chain, { hops: 9 })).toBe("6.6.6.6");
  });

  it("walks back past the declared proxy addresses and networks only", () => {
    const trust = parseProxyTrust("10.0.0.0/8, 2001:db8::1");
    if (typeof trust === "string") throw new Error(trust);
    expect(addressInChain(["6.6.6.6", "192.0.2.7", "10.0.0.2", "::ffff:10.0.0.1"], trust)).toBe("192.0.2.7");
    expect(addressInChain(["6.6.6.6", "192.0.2.7", "2001:db8::1"], trust)).toBe("192.0.2.7");
    // Not behind the proxies at all: the peer is the client, whatever it wrote.
    expect(addressInChain(["10.0.0.5", "192.0.2.8"], trust)).toBe("192.0.2.8");
  });

  it("takes a number or addresses, and refuses a bare true with a way out", () => {
    expect(parseProxyTrust(undefined)).toEqual({ hops: 0 });
    expect(parseProxyTrust("false")).toEqual({ hops: 0 });
    expect(parseProxyTrust("2")).toEqual({ hops: 2 });
    expect(parseProxyTrust("true")).toMatch(/give the number of proxies/);
    expect(parseProxyTrust("10.0.0.0/33")).toMatch(/neither a number of proxies nor an IP address/);
    expect(parseProxyTrust("proxy.internal")).toMatch(/neither/);
  });
});

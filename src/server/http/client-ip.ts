import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which proxies in front of the app are believed (TRUST_PROXY): none, a number of hops, or the
 * proxies' own addresses and networks. Only what a trusted proxy appended to X-Forwarded-For is
 * read; whatever the client wrote there itself stands to the left of it and is never reached.
 */
export type ProxyTrust = { readonly hops: number } | { readonly proxies: readonly string[] };

export const noProxy: ProxyTrust = { hops: 0 };

/** More hops than any real chain of balancers and CDNs: a typo, not a setup. */
const maxHops = 10;

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` trust nobody; a number trusts that many hops;
 * a comma list trusts those addresses and CIDR networks. `true` is refused: it says a proxy is
 * there but not which X-Forwarded-For entry is its, and believing the first one (as before) lets
 * every client write its own address. Returns the problem as text when the value is not usable.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | string {
  const given = value?.trim() ?? "";
  if (given === "" || given === "false") return noProxy;
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    return hops <= maxHops ? { hops } : `at most ${maxHops} proxies, not ${given}`;
  }
  if (given === "true")
    return "give the number of proxies in front of the app (1 behind one load balancer) or their addresses (10.0.0.1,10.1.0.0/16), not true";
  const proxies = given.split(",").map((entry) => entry.trim());
  const bad = proxies.find((entry) => !addressRule(entry));
  if (bad !== undefined)
    return `"${bad}" is neither a number of proxies nor an IP address or CIDR network (10.0.0.0/8)`;
  return { proxies };
}

/** An address or network as BlockList takes it, or undefined when the text is neither. */
function addressRule(entry: string): { address: string; prefix?: number; type: "ipv4" | "ipv6" } | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const type = version === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) return { address, type };
  const bits = Number(prefix);
  const inRange = /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
  return inRange ? { address, prefix: bits, type } : undefined;
}

const blockLists = new WeakMap<object, BlockList>();

function blockListOf(trust: { readonly proxies: readonly string[] }): BlockList {
  const known = blockLists.get(trust);
  if (known) return known;
  const list = new BlockList();
  for (const entry of trust.proxies) {
    const rule = addressRule(entry);
    if (!rule) continue;
    if (rule.prefix === undefined) list.addAddress(rule.address, rule.type);
    else list.addSubnet(rule.address, rule.prefix, rule.type);
  }
  blockLists.set(trust, list);
  return list;
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrustedProxy(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address in a chain of hops, the app's own peer last: counted from the right past the
 * trusted proxies, so it is the address the outermost trusted proxy saw. A chain shorter than the
 * declared hops gives its first entry.
 */
export function addressInChain(chain: readonly string[], trust: ProxyTrust): string {
  const hops = chain.map(plain);
  let at = hops.length - 1;
  if ("hops" in trust) at = Math.max(0, at - trust.hops);
  else {
    const list = blockListOf(trust);
    while (at > 0 && isTrustedProxy(list, hops[at] ?? "")) at -= 1;
  }
  return hops[at] ?? "unknown";
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The caller's address: the peer's, or the one the trusted proxies passed on (TRUST_PROXY). */
export function clientIp(c: Context, trust: ProxyTrust): string {
  if ("hops" in trust && trust.hops === 0) return peerAddress(c);
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return addressInChain([...forwarded, peerAddress(c)], trust);
}

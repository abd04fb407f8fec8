import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** The addresses a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

// Loopback, private, shared, link-local (cloud metadata at 169.254.169.254 included), multicast and reserved
// ranges: a webhook aimed there would make the server reach into its own network for whoever wrote the URL.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8]] as const) PRIVATE.addSubnet(network, prefix, "ipv6");

export function isPrivateAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) reaches the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why a webhook URL may not be delivered to (its host resolves to a private address, or does not resolve), or
 * null. Checked before any connection is made.
 */
export async function refusedTarget(url: string, resolve: ResolveHost = resolveHost): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `refused: ${host} does not resolve`;
  }
  const inside = addresses.find(isPrivateAddress);
  return inside ? `refused: ${host} is a private address (${inside}); ALLOW_PRIVATE_WEBHOOKS=1 allows local receivers` : null;
}

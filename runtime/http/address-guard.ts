import { lookup as dnsLookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/** The addresses a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, entries) => (error ? reject(error) : resolve(entries.map((e) => e.address)))),
  );

// Loopback, private, shared, link-local (cloud metadata at 169.254.169.254 included), multicast and reserved
// ranges: a webhook or a feed's photo URL aimed there would make the server reach into its own network for
// whoever wrote the URL.
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

/** Why a host with these addresses may not be reached, or null; `hint` says how a local target is allowed. */
export function refusal(host: string, addresses: readonly string[], hint = ""): string | null {
  if (addresses.length === 0) return `refused: ${host} does not resolve`;
  const inside = addresses.find(isPrivateAddress);
  return inside ? `refused: ${host} is a private address (${inside})${hint ? `; ${hint}` : ""}` : null;
}

/** Why a URL whose host is an address literal may not be reached (no lookup happens for those), or null. */
export function refusedLiteral(url: string, hint = ""): string | null {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? refusal(host, [host], hint) : null;
}

/**
 * The connection's own DNS lookup, refusing a host when any address it resolves to is private. The socket
 * connects to the addresses checked here, so a second resolution (DNS rebinding) cannot swap in another one.
 */
export function guardedLookup(resolve: ResolveHost, hint = ""): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = refusal(hostname, addresses, hint);
        if (refused) return callback(Object.assign(new Error(refused), { code: "EADDRESSREFUSED" }), "", 4);
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        const wanted = options.family === 4 || options.family === 6 ? entries.filter((e) => e.family === options.family) : entries;
        if (wanted.length === 0) return callback(Object.assign(new Error(`refused: ${hostname} does not resolve`), { code: "ENOTFOUND" }), "", 4);
        if (options.all) return (callback as unknown as (e: null, all: typeof wanted) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      () => callback(Object.assign(new Error(`refused: ${hostname} does not resolve`), { code: "ENOTFOUND" }), "", 4),
    );
  };
}

/** Picks the site for a Host header: one of its `domains`, or `{slug}.localhost`. */
export function resolveTenant<S extends { slug: string; domains: readonly string[] }>(
  sites: readonly S[],
  host: string | null | undefined,
): S | null {
  if (!host) return null;
  const hostname = stripPort(host.trim().toLowerCase()).replace(/\.$/, "");
  for (const site of sites) {
    if (site.domains.some((domain) => domain.toLowerCase() === hostname)) return site;
  }
  const localSlug = /^([a-z0-9-]+)\.localhost$/.exec(hostname)?.[1];
  return sites.find((site) => site.slug === localSlug) ?? null;
}

function stripPort(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

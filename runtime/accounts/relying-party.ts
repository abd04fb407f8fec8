/** Who a passkey belongs to: its RP id (a host the browser checks the page against) and the origins it may be used on. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party of a site for a page on `hostname`, made from the site's own hosts, never from the request: its
 * primary domain (the first of `domains`, whose subdomains among `domains` share it) over https, or its development
 * host `{slug}.localhost` on the server's own port. Any other host has none: passkeys are not offered there.
 */
export function relyingParty(site: { slug: string; name: string; domains: readonly string[] }, hostname: string, localPort: number): RelyingParty | null {
  const local = `${site.slug}.localhost`;
  if (hostname === local) return { id: local, name: site.name, origins: [`http://${local}${localPort === 80 ? "" : `:${localPort}`}`] };
  const domains = site.domains.map((domain) => domain.toLowerCase());
  const primary = domains[0];
  if (!primary || !domains.includes(hostname)) return null;
  const shared = domains.filter((domain) => domain === primary || domain.endsWith(`.${primary}`));
  return shared.includes(hostname) ? { id: primary, name: site.name, origins: shared.map((domain) => `https://${domain}`) } : null;
}

/**
 * The origin of a site's canonical URLs: its primary domain (the first of `domains`) over https, so the www
 * and bare domains and `{slug}.localhost` all name one URL per page. A site without domains keeps the origin
 * it was requested on.
 */
export function canonicalOrigin(site: { domains: readonly string[] }, requestOrigin: string): string {
  const primary = site.domains[0];
  return primary ? `https://${primary.toLowerCase()}` : requestOrigin;
}

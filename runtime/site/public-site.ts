import type { Site } from "../types/index.ts";
import type { PublicSite } from "../ui/site-context.tsx";
import { isJsonObject } from "./merge-patch.ts";
import { oncePerSite } from "./once-per-site.ts";

/**
 * What the browser may see of a site: no pages or routes (served per request), no demo-stock settings, no team
 * (the team page's loader hands it over), no promotions (their prizes' weights and stock stay on the server; the
 * spin-to-win loader hands over what the page shows), no reviews (their blocks' loaders hand over what they show),
 * no offers (the offers page's loader hands over the current ones, so an offer not yet started stays unseen), and
 * no section's `server` part (where sections keep secrets such as webhook signing keys).
 */
export const toPublicSite: (site: Site) => PublicSite = oncePerSite(publicPart);

function publicPart(site: Site): PublicSite {
  const { pages: _pages, routes: _routes, ...rest } = site;
  const visible: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === "demo_stock" || key === "team" || key === "promotions" || key === "reviews" || key === "offers") continue;
    visible[key] = isJsonObject(value) && "server" in value ? withoutServer(value) : value;
  }
  return visible as PublicSite;
}

function withoutServer(section: Record<string, unknown>): Record<string, unknown> {
  const { server: _server, ...rest } = section;
  return rest;
}

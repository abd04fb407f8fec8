import type { Site } from "../types/index.ts";
import { searchHost } from "../search/search-host.ts";
import { tagOrigins } from "../rules/analytics-tags.ts";

export type CspSite = Pick<Site, "security" | "maps" | "search" | "payments" | "analytics">;

/** What Stripe.js needs on a site taking payments with Stripe: its script, its card frames and its API. */
const STRIPE = { script: ["https://js.stripe.com"], frame: ["https://js.stripe.com", "https://hooks.stripe.com"], connect: ["https://api.stripe.com"] };

/**
 * A page's Content-Security-Policy: scripts only from the site itself, with the nonce of this one response for
 * its inline ones (no `unsafe-inline` scripts); framing only by the site and the partners its document names;
 * and the third-party origins the document needs (map tiles, hosted search, Stripe.js, analytics). Inline styles stay
 * allowed: React and the map set style attributes, which cannot carry a nonce. No `unsafe-eval`: the lead forms
 * check values with precompiled validators (runtime/forms/lead-field-validators.gen.ts), not code compiled in
 * the browser.
 */
export function contentSecurityPolicy(site: CspSite, nonce: string): string {
  const { security } = site;
  const tiles = originOf(site.maps.tile_url);
  const hosted = site.search.host ? searchHost(site.search.host) : null;
  const search = hosted ? `${hosted.protocol}://${hosted.url}` : null;
  const stripe = site.payments.provider === "stripe" ? STRIPE : { script: [], frame: [], connect: [] };
  const tags = tagOrigins(site.analytics);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'", ...security.frame_ancestors],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...stripe.script, ...tags.script, ...security.script_origins],
    "frame-src": ["'self'", ...stripe.frame],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...present(tiles), ...tags.image, ...security.image_origins],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...present(search), ...stripe.connect, ...tags.connect, ...security.connect_origins],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

/** The origin of a URL template such as a tile URL (its `{z}` placeholders make no difference); null for a site-relative one. */
function originOf(template: string | null | undefined): string | null {
  if (!template || !/^https?:\/\//.test(template)) return null;
  return new URL(template.replace(/[{}]/g, "")).origin;
}

function present(value: string | null): string[] {
  return value ? [value] : [];
}

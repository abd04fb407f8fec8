import type { Site } from "./site.ts";
import type { Services } from "./services.ts";

/** Everything a block loader or API handler knows about the request it serves. */
export interface LoaderContext {
  site: Site;
  /** The matched route pattern, e.g. `/cars/{slug}`. */
  pattern: string;
  /** Route parameters from the pattern, e.g. `{ slug: "2021-toyota-corolla-123" }`. */
  params: Record<string, string>;
  url: URL;
  /** The signed-in shopper, if any. */
  user: SignedInUser | null;
  /** The request's cookies by name, as the browser sent them (shopper's input); absent outside a request. */
  cookies?: Readonly<Record<string, string | undefined>>;
  services: Services;
  /** Set the HTTP status of the page (e.g. 404 for a missing car). The highest status set wins. */
  setStatus(status: number): void;
  /** Override the page title, meta description or canonical path (e.g. per car). */
  setMeta(meta: Partial<PageMeta>): void;
}

/** The shopper of the request's session (runtime/accounts): their account's id and contact details. */
export interface SignedInUser {
  id: string;
  /** Needed to save cars to the watchlist (spec §5). */
  phone?: string | null;
  email?: string | null;
  name?: string | null;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path (and query) of the canonical URL; the server adds the site's origin. */
  canonical: string;
  /** Extra JSON-LD objects for the page head. */
  jsonLd?: unknown[];
}

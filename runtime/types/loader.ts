import type { Site } from "./site.ts";
import type { Services } from "./services.ts";
import type { ImagePreload } from "./image-preload.ts";

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
  /** Override the page title, meta description, canonical path or share picture (e.g. per car); JSON-LD given is added. */
  setMeta(meta: Partial<PageMeta>): void;
  /** Answer with a redirect (302) to another path of the site instead of the page, e.g. a plain GET form's fields to the URL they mean. */
  redirect(path: string): void;
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
  /** Extra JSON-LD objects for the page head; each loader's are added to the others'. */
  jsonLd?: unknown[];
  /** The page's own picture for share previews (a car's first photo): a path on the site or an absolute URL. */
  image?: string;
  /** Set on a page about something for sale (a car), with its advertised price in AUD (null for none). */
  product?: { price: number | null };
  /** Keep the page out of search engines (robots noindex), as its page definition says. */
  noindex?: boolean;
  /** The Open Graph and Twitter card tags, made by the server from the rest once the loaders have run. */
  share?: MetaTag[];
  /** The image the page opens on (the vehicle page's first photo), preloaded from the head. */
  imagePreload?: ImagePreload;
}

/** One `<meta>` of a share preview. */
export interface MetaTag {
  /** Open Graph names go in `property`, Twitter's in `name`, as each network reads them. */
  attribute: "property" | "name";
  key: string;
  content: string;
}


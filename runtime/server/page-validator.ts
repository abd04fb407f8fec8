import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SignedInUser, Site } from "../types/index.ts";
import type { PageAssets } from "./asset-manifest.ts";
import type { AnalyticsConsent } from "../rules/analytics-tags.ts";
import { oncePerObject } from "../site/once-per-site.ts";

/**
 * Revalidated on every visit (the page may show who is signed in), but not no-store, which would keep the page
 * out of the back/forward cache; the ETag makes each revalidation of an unchanged page a 304 without a body.
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

/** What decides a page's bytes, apart from the nonce each response writes into its scripts. */
export interface PageVersion {
  /** The page payload's JSON. */
  payloadJson: string;
  user: SignedInUser | null;
  site: Site;
  assets: PageAssets;
  /** The canonical origin the page's links and meta name. */
  origin: string;
  /** The shopper's answer to the consent banner (their consent cookie), which decides whether the banner is written. */
  consent: AnalyticsConsent | null;
}

// The server's own code: in a build this module is the server bundle, so a deploy that changes only how the
// server writes pages (the document shell, the consent banner) still changes every validator.
const serverCode = digest(readFileSync(fileURLToPath(import.meta.url)));
/** A site document or the build's asset manifest, hashed once: both stay the same object while the server runs. */
const versionOf = oncePerObject((value: object) => digest(JSON.stringify(value)));

/**
 * The page's ETag, worked out before it is rendered. Weak (W/), since two answers with the same tag differ in
 * their bytes: each carries its own nonce, and each may be compressed differently.
 */
export function pageEtag(page: PageVersion): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([serverCode, versionOf(page.assets), versionOf(page.site), page.origin, page.user?.id ?? null, page.consent]));
  hash.update(page.payloadJson);
  return `W/"${hash.digest("base64url")}"`;
}

/** Whether the browser's If-None-Match names this ETag (compared weakly, as RFC 9110 §13.1.2 says for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

function digest(value: string | Buffer): string {
  return createHash("sha256").update(value).digest("base64url");
}

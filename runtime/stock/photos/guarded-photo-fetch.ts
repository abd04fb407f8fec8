import { guardedLookup, resolveHost, type ResolveHost } from "../../http/address-guard.ts";
import { fetchPhoto, type FetchedPhoto } from "./fetch-photo.ts";
import { PHOTO_LIMITS } from "./photo-limits.ts";

/** How long a feed's photo may take to arrive whole: a slow photo server must not hold an import for long. */
const PHOTO_TIMEOUT_MS = 30_000;

/** Fetches feed photo URLs through the private address guard, within the photo limits. */
export function guardedPhotoFetch(resolve: ResolveHost = resolveHost) {
  const lookup = guardedLookup(resolve);
  return (url: string, previous: { etag: string | null; size: number | null } | undefined): Promise<FetchedPhoto> =>
    fetchPhoto(url, { lookup, timeoutMs: PHOTO_TIMEOUT_MS, maxBytes: PHOTO_LIMITS.maxBytes, previous });
}

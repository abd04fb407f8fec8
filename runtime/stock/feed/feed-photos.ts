import type { Car, CarImageSource } from "../../types/generated/car.ts";
import type { FetchedPhoto } from "../photos/fetch-photo.ts";
import { ingestPhoto } from "../photos/ingest-photo.ts";
import { PHOTO_LIMITS } from "../photos/photo-limits.ts";
import { readManifest, type PhotoStore } from "../photos/photo-store.ts";
import { storedPhotoHash } from "../photos/photo-urls.ts";
import { readFolderPhoto } from "../photos/read-folder-photo.ts";
import type { PhotoManifest } from "../photos/render-variants.ts";
import type { FeedRow } from "./feed-rows.ts";
import type { PhotoReport } from "./import-report.ts";

/** The field a feed names a car's photos in: URLs, or files relative to the import's photo folder. */
const PHOTOS_FIELD = "photos";

export interface FeedPhotoOptions {
  store: PhotoStore;
  /** The folder photo files are named relative to, or null: files are refused. */
  folder: string | null;
  /** Fetches a photo URL, told what it was last time (fetchPhoto through the private address guard). */
  fetch(url: string, previous: { etag: string | null; size: number | null } | undefined): Promise<FetchedPhoto>;
}

/** Whether a feed row names photos, which are taken in before its import's transaction. */
export function namesPhotos(row: FeedRow): boolean {
  return Object.hasOwn(row.values, PHOTOS_FIELD);
}

/** A photo a feed row named, taken in: the car's image is made from it once the car's id is known. */
export interface FeedPhoto {
  photo: PhotoManifest;
  source: CarImageSource;
}

interface Previous {
  source: CarImageSource;
  hash: string;
}

type Outcome = { photo: FeedPhoto; fresh: boolean } | { failed: string; kept: FeedPhoto | undefined };

/**
 * Takes in the photos feed rows name (`photos`: URLs or file names), before the import's transaction: each row's
 * named photos become `row.photos` (in the feed's order) and leave its values. A photo named before with the same
 * ETag or size (a URL) is not fetched again, and the same bytes are never processed twice. A photo that fails is
 * reported and left out (a copy taken in before from the same name stays), and never fails its car's row.
 * `stocked` reads the cars stocked now, whose images say what each name was. Answers the report's photos
 * section, or undefined when no row names photos.
 */
export async function takeInFeedPhotos(
  rows: readonly FeedRow[],
  stocked: () => Promise<readonly Car[]>,
  options: FeedPhotoOptions | undefined,
): Promise<PhotoReport | undefined> {
  const named = rows.filter(namesPhotos);
  if (named.length === 0) return undefined;
  const report: PhotoReport = { added: 0, unchanged: 0, failed: [] };
  const previous = previousSources(await stocked());
  for (const row of named) {
    const names = row.values[PHOTOS_FIELD];
    delete row.values[PHOTOS_FIELD];
    if (!Array.isArray(names) || !names.every((name): name is string => typeof name === "string")) {
      report.failed.push({ where: row.where, photo: "", message: "photos must be a list of photo URLs or file names" });
      continue;
    }
    row.photos = [];
    for (const name of new Set(names.map((name) => name.trim()).filter(Boolean))) {
      const outcome = options ? await takeIn(name, previous.get(name), options) : { failed: "this import takes in no photos", kept: undefined };
      if ("photo" in outcome) {
        row.photos.push(outcome.photo);
        if (outcome.fresh) report.added++;
        else report.unchanged++;
      } else {
        report.failed.push({ where: row.where, photo: name, message: outcome.kept ? `${outcome.failed} (the copy taken in before stays)` : outcome.failed });
        if (outcome.kept) row.photos.push(outcome.kept);
      }
    }
  }
  return report;
}

/** Each photo name the stocked cars' images came from, with what it was and its stored photo. */
function previousSources(cars: readonly Car[]): Map<string, Previous> {
  const sources = new Map<string, Previous>();
  for (const image of cars.flatMap((car) => car.images)) {
    const hash = storedPhotoHash(image.url);
    if (image.source && hash) sources.set(image.source.name, { source: image.source, hash });
  }
  return sources;
}

async function takeIn(name: string, previous: Previous | undefined, options: FeedPhotoOptions): Promise<Outcome> {
  const before = previous && (await readManifest(options.store, previous.hash));
  const kept = before && previous ? { photo: before, source: previous.source } : undefined;
  let bytes: Uint8Array;
  let etag: string | null = null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) {
    const fetched = await fetchUrl(name, kept ? previous : undefined, options);
    if (!fetched.ok) return { failed: fetched.message, kept };
    if ("unchanged" in fetched) return { photo: kept!, fresh: false };
    ({ bytes, etag } = fetched);
  } else {
    const read = await readFolderPhoto(options.folder, name, PHOTO_LIMITS.maxBytes);
    if (!read.ok) return { failed: read.message, kept };
    bytes = read.bytes;
  }
  const ingested = await ingestPhoto(bytes, options.store);
  if (!ingested.ok) return { failed: ingested.message, kept };
  return { photo: { photo: ingested.photo, source: { name, etag, size: bytes.byteLength } }, fresh: ingested.rendered };
}

/** A URL that is not one (`http://[bad`) fails like an unreachable one. */
async function fetchUrl(url: string, previous: Previous | undefined, options: FeedPhotoOptions): Promise<FetchedPhoto> {
  try {
    new URL(url);
  } catch {
    return { ok: false, message: "not a valid URL" };
  }
  return options.fetch(url, previous && { etag: previous.source.etag, size: previous.source.size });
}

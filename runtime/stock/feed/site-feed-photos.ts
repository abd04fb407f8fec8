import { join } from "node:path";
import { guardedPhotoFetch } from "../photos/guarded-photo-fetch.ts";
import type { PhotoStore } from "../photos/photo-store.ts";
import type { FeedPhotoOptions } from "./feed-photos.ts";

/** Where the server takes in feeds' photos: the photo store, and the folder of each site's photo files. */
export interface FeedMedia {
  store: PhotoStore;
  /** DATA_DIR/feed-photos: a site's feed names its files relative to its own folder in it, `<slug>/`. */
  folders: string;
}

/** How a site's feeds (the stock API's, its scheduled pulls) take in the photos they name. */
export function siteFeedPhotos(media: FeedMedia, slug: string): FeedPhotoOptions {
  return { store: media.store, folder: join(media.folders, slug), fetch: guardedPhotoFetch() };
}

/** The server's: photos in its photo store, each site's photo files in DATA_DIR/feed-photos/<slug>. */
export function serverFeedMedia(store: PhotoStore, dataDir: string): FeedMedia {
  return { store, folders: join(dataDir, "feed-photos") };
}

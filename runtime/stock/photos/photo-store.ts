import type { PhotoManifest } from "./render-variants.ts";

/**
 * Where stored photos live, keyed by the SHA-256 of their original: the local disk (DATA_DIR/media/photos,
 * disk-photo-store.ts) or an S3-compatible bucket shared by several servers (s3-photo-store.ts).
 */
export interface PhotoStore {
  /** A stored file of the photo (`photo.json`, `w640.webp`, ...), or undefined. */
  read(hash: string, name: string): Promise<Uint8Array | undefined>;
  /** Stores a photo's files all at once: a reader sees all of them or none. Storing a hash again changes nothing. */
  write(hash: string, files: Map<string, Uint8Array>): Promise<void>;
}

/** A stored photo's manifest (its photo.json), or undefined when the store has no photo with this hash. */
export async function readManifest(store: PhotoStore, hash: string): Promise<PhotoManifest | undefined> {
  const stored = await store.read(hash, "photo.json");
  return stored ? (JSON.parse(Buffer.from(stored).toString("utf8")) as PhotoManifest) : undefined;
}

/**
 * Where stored photos live, keyed by the SHA-256 of their original. The local disk (DATA_DIR/media/photos) is
 * the one implementation; an S3-compatible bucket for several servers would be another.
 */
export interface PhotoStore {
  /** A stored file of the photo (`photo.json`, `w640.webp`, ...), or undefined. */
  read(hash: string, name: string): Promise<Uint8Array | undefined>;
  /** Stores a photo's files all at once: a reader sees all of them or none. Storing a hash again changes nothing. */
  write(hash: string, files: Map<string, Uint8Array>): Promise<void>;
}

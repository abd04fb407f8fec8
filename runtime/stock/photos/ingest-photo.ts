import { createHash } from "node:crypto";
import { checkOriginal } from "./check-original.ts";
import { PHOTO_LIMITS, type PhotoLimits } from "./photo-limits.ts";
import { readManifest, type PhotoStore } from "./photo-store.ts";
import { renderVariants, type PhotoManifest } from "./render-variants.ts";

/** A photo taken in (rendered: stored now; false: stored before, by the same bytes), or why not. */
export type IngestedPhoto = { ok: true; photo: PhotoManifest; rendered: boolean } | { ok: false; message: string };

/**
 * Takes in one original photo (a feed's or an upload's): checks it, and stores its variants under the SHA-256
 * of its bytes. The same bytes twice are stored once: a hash already stored answers its manifest without
 * rendering again. A photo that fails is answered with why, for the import report; it never throws for a bad
 * photo (only for a store that cannot be written).
 */
export async function ingestPhoto(original: Uint8Array, store: PhotoStore, limits: PhotoLimits = PHOTO_LIMITS): Promise<IngestedPhoto> {
  const checked = await checkOriginal(original, limits);
  if (!checked.ok) return checked;
  const hash = createHash("sha256").update(original).digest("hex");
  const stored = await readManifest(store, hash);
  if (stored) return { ok: true, photo: stored, rendered: false };
  let rendered;
  try {
    rendered = await renderVariants(original, { hash, width: checked.width, height: checked.height, hevc: checked.hevc }, limits);
  } catch (error) {
    return { ok: false, message: `the photo could not be read: ${(error as Error).message}` };
  }
  await store.write(hash, rendered.files);
  return { ok: true, photo: rendered.manifest, rendered: true };
}

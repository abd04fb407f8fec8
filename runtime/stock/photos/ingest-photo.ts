import { createHash } from "node:crypto";
import { checkOriginal } from "./check-original.ts";
import { PHOTO_LIMITS, type PhotoLimits } from "./photo-limits.ts";
import type { PhotoStore } from "./photo-store.ts";
import { renderVariants, type PhotoManifest } from "./render-variants.ts";

export type IngestedPhoto = { ok: true; photo: PhotoManifest } | { ok: false; message: string };

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
  const stored = await store.read(hash, "photo.json");
  if (stored) return { ok: true, photo: JSON.parse(Buffer.from(stored).toString("utf8")) as PhotoManifest };
  let rendered;
  try {
    rendered = await renderVariants(original, { hash, width: checked.width, height: checked.height }, limits);
  } catch (error) {
    return { ok: false, message: `the photo could not be read: ${(error as Error).message}` };
  }
  await store.write(hash, rendered.files);
  return { ok: true, photo: rendered.manifest };
}

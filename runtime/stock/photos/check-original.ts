import sharp, { type Metadata } from "sharp";
import { PHOTO_FORMATS, type PhotoLimits } from "./photo-limits.ts";

export type CheckedOriginal =
  | { ok: true; format: (typeof PHOTO_FORMATS)[number]; width: number; height: number; hevc: boolean }
  | { ok: false; message: string };

/**
 * Checks an original photo from its header alone, before anything decodes it: the bytes must be a JPEG, PNG,
 * WebP or HEIF image (what its name says does not count), within the byte limit, and declare no more pixels than
 * the limit, which refuses decompression bombs (a small file declaring a huge image). width and height are as
 * shown, after the EXIF orientation; hevc marks a HEIC, which sharp can read the header of but not decode.
 * Never throws.
 */
export async function checkOriginal(bytes: Uint8Array, limits: PhotoLimits): Promise<CheckedOriginal> {
  if (bytes.byteLength === 0) return { ok: false, message: "the photo is empty" };
  if (bytes.byteLength > limits.maxBytes) return { ok: false, message: `the photo is over ${Math.floor(limits.maxBytes / (1024 * 1024))} MiB` };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: "the file is not an image" };
  }
  const format = PHOTO_FORMATS.find((allowed) => allowed === metadata.format);
  if (!format) return { ok: false, message: `${metadata.format ?? "this"} is not a photo format (JPEG, PNG, WebP or HEIC)` };
  const { width, height } = metadata;
  if (!width || !height) return { ok: false, message: "the photo has no size" };
  if (width * height > limits.maxPixels) {
    return { ok: false, message: `the photo is ${width}×${height}, over ${limits.maxPixels / 1_000_000} megapixels` };
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { ok: true, format, width: turned ? height : width, height: turned ? width : height, hevc: metadata.compression === "hevc" };
}

import sharp, { type Sharp } from "sharp";
import { decodeHeic } from "./decode-heic.ts";
import { FALLBACK_MAX_WIDTH, VARIANT_WIDTHS, type PhotoLimits } from "./photo-limits.ts";

/** What pages need to show a stored photo: its size (no layout shift), placeholder colour and variant widths. */
export interface PhotoManifest {
  hash: string;
  width: number;
  height: number;
  /** The dominant colour as #rrggbb, the placeholder shown while a variant loads. */
  dominant: string;
  /** The widths with a WebP and an AVIF variant (`w<width>.webp`, `w<width>.avif`), narrowest first. */
  widths: number[];
  /** The JPEG fallback's width (`fallback.jpg`). */
  fallbackWidth: number;
}

export interface RenderedPhoto {
  manifest: PhotoManifest;
  /** File name to contents, the manifest's `photo.json` among them. */
  files: Map<string, Uint8Array>;
}

/**
 * The variant widths for an original `width` wide: the standard widths it reaches (never upscaled), and its own
 * width when that is between two of them, so a narrower photo still has a variant at its full size.
 */
export function variantWidths(width: number): number[] {
  const fitting: number[] = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return width < Math.max(...VARIANT_WIDTHS) && !fitting.includes(width) ? [...fitting, width] : fitting;
}

const hex = (value: number) => value.toString(16).padStart(2, "0");

interface Original {
  hash: string;
  width: number;
  height: number;
  /** A HEIC: decoded to pixels first, as sharp cannot decode HEVC. */
  hevc: boolean;
}

/**
 * The original as a pipeline turned upright, and its size as shown: `.rotate()` applies a JPEG's EXIF
 * orientation; a HEIC's decoder applies the file's own rotation and mirroring, so its pixels are upright already.
 */
async function openUpright(original: Uint8Array, { width, height, hevc }: Original, limits: PhotoLimits) {
  if (!hevc) return { upright: (): Sharp => sharp(original, { limitInputPixels: limits.maxPixels }).rotate(), width, height };
  const decoded = await decodeHeic(original);
  const raw = { width: decoded.width, height: decoded.height, channels: 4 } as const;
  return { upright: (): Sharp => sharp(decoded.pixels, { raw, limitInputPixels: limits.maxPixels }), width: decoded.width, height: decoded.height };
}

/**
 * Renders a checked original's variants. Each starts from the original turned upright and carries no metadata:
 * sharp writes none unless asked, which drops the camera's EXIF with its location. AVIF is encoded with a low
 * effort: it is the costliest step and the gain of more is small.
 */
export async function renderVariants(original: Uint8Array, checked: Original, limits: PhotoLimits): Promise<RenderedPhoto> {
  const { hash } = checked;
  const { upright, width, height } = await openUpright(original, checked, limits);
  const files = new Map<string, Uint8Array>();
  const widths = variantWidths(width);
  for (const variantWidth of widths) {
    const resized = upright().resize({ width: variantWidth, withoutEnlargement: true });
    files.set(`w${variantWidth}.webp`, await resized.clone().webp({ quality: 78 }).toBuffer());
    files.set(`w${variantWidth}.avif`, await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer());
  }
  const fallbackWidth = Math.min(width, FALLBACK_MAX_WIDTH);
  files.set("fallback.jpg", await upright().resize({ width: fallbackWidth, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
  const { dominant } = await sharp(files.get(`w${widths[0]}.webp`)).stats();
  const manifest: PhotoManifest = {
    hash,
    width,
    height,
    dominant: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    widths,
    fallbackWidth,
  };
  files.set("photo.json", Buffer.from(JSON.stringify(manifest)));
  return { manifest, files };
}

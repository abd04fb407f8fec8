/** What an original photo may be: its formats, its size in bytes and in pixels (issue 19 §2). */
export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

/**
 * A dealer's camera photo is a few megabytes and well under 50 megapixels; anything larger is refused before
 * it is decoded, so one upload cannot hold the server's memory.
 */
export const PHOTO_LIMITS: PhotoLimits = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 };

/** The most photos one upload (the stock API's, the console's) carries. */
export const PHOTOS_PER_UPLOAD = 20;

/** sharp's names of the formats a photo may come in: JPEG, PNG, WebP and HEIF (HEIC and AVIF). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "heif"] as const;

/** The widths of the WebP and AVIF variants, for srcset. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The JPEG fallback's widest: enough for print and the PDF, which cannot read WebP or AVIF. */
export const FALLBACK_MAX_WIDTH = 1280;

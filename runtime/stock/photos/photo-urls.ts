import type { CarImage } from "../../types/generated/car.ts";
import type { PhotoManifest } from "./render-variants.ts";

/**
 * A stored photo as a car's image. Its URLs carry the car (served only where a site lists it) and the content
 * hash (so they never change content and are cached for good). The image's url is the JPEG fallback, which
 * every reader (print, the PDF, feeds out) can use; pages build srcset from its variants, stored beside it.
 */
export function carPhotoImage(carId: number, photo: PhotoManifest): CarImage {
  const base = `/media/cars/${carId}/photos/${photo.hash}`;
  return {
    url: `${base}/fallback.jpg`,
    thumb: { url: `${base}/w${photo.widths[0]}.webp` },
    isVideo: false,
    width: photo.width,
    height: photo.height,
    variants: { widths: photo.widths, dominant: photo.dominant },
  };
}

/** Whether a car's images include the stored photo with this hash. */
export function carHasPhoto(images: readonly Pick<CarImage, "url">[], carId: number, hash: string): boolean {
  return images.some((image) => image.url.startsWith(`/media/cars/${carId}/photos/${hash}/`));
}

/** The content hash of a stored photo's image URL, or null for any other image. */
export function storedPhotoHash(url: string): string | null {
  return /^\/media\/cars\/[0-9]+\/photos\/([0-9a-f]{64})\//.exec(url)?.[1] ?? null;
}

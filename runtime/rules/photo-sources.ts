import type { CarImage } from "../types/generated/car.ts";
import type { ImagePreload } from "../types/image-preload.ts";
import { GALLERY_SLIDE } from "./media-gallery.ts";

/** What a page needs of a car image to show it: any image, or a photo stored by the platform (with variants). */
export type PhotoImage = Pick<CarImage, "url" | "width" | "height" | "variants"> & { thumb?: { url: string } };

/** Where a car photo shows; each place has its own box and its own share of the screen. */
export type PhotoPlace = "card" | "gallery" | "thumbnail" | "similar" | "sticky" | "fullscreen" | "print";

interface Place {
  /** The box's width and height in CSS pixels (spec §9 slides are 600x400); null: the photo's own size. */
  box: { width: number; height: number } | null;
  /** How wide the photo shows at each screen width (the layout's CSS), for the browser to pick a variant. */
  sizes: string | null;
  /** A small place shows an unprocessed image's thumbnail. */
  small: boolean;
}

const PLACES: Record<PhotoPlace, Place> = {
  // Results grid: one column on a phone, two from 36rem, cards of about 20rem beside the filters from 60rem.
  card: { box: GALLERY_SLIDE, sizes: "(min-width: 60rem) 20rem, (min-width: 36rem) 50vw, 100vw", small: false },
  // The vehicle page's main column: the whole screen until the sidebar joins it at 64em, then up to 46rem.
  gallery: { box: GALLERY_SLIDE, sizes: "(min-width: 75rem) 46rem, (min-width: 64em) calc(100vw - 29rem), 100vw", small: false },
  thumbnail: { box: { width: 96, height: 64 }, sizes: "96px", small: true },
  // The similar-cars carousel: one card a screen on a phone, four across from 48em.
  similar: { box: { width: 300, height: 200 }, sizes: "(min-width: 75rem) 18rem, (min-width: 48em) 25vw, 100vw", small: false },
  sticky: { box: { width: 96, height: 64 }, sizes: "96px", small: true },
  // The full-screen viewer shows a photo as large as it is, within the screen.
  fullscreen: { box: null, sizes: "96vw", small: false },
  // Print and the PDF take the JPEG fallback: it is wide enough for paper and every reader takes JPEG.
  print: { box: GALLERY_SLIDE, sizes: null, small: false },
};

export type PhotoType = "image/avif" | "image/webp";

export interface PhotoSources {
  /** The <img> src: the JPEG fallback of a stored photo, else the image's own URL (its thumbnail in a small place). */
  src: string;
  /** The width and height attributes: the place's width at the photo's own ratio, so nothing moves as it loads. */
  width: number;
  height: number;
  /** The <picture>'s sources, AVIF first (smaller) then WebP; none for an image the platform did not process. */
  sources: { type: PhotoType; srcSet: string; sizes: string }[];
  /** The dominant colour shown until the photo arrives, or null. */
  placeholder: string | null;
}

/**
 * How a car image shows in a place. A stored photo gets AVIF and WebP srcsets of its variants (stored beside its
 * JPEG fallback as w{width}.avif and w{width}.webp) with the place's sizes, and its dominant colour as the
 * placeholder; any other image (demo artwork, a feed's own URL) shows as it is, in the place's box.
 */
export function photoSources(image: PhotoImage, place: PhotoPlace): PhotoSources {
  const { box, sizes, small } = PLACES[place];
  const variants = image.variants;
  if (!variants) {
    const src = small ? (image.thumb?.url ?? image.url) : image.url;
    return { src, width: box?.width ?? image.width, height: box?.height ?? image.height, sources: [], placeholder: null };
  }
  const width = box?.width ?? image.width;
  const height = Math.max(1, Math.round((width * image.height) / image.width));
  const folder = image.url.slice(0, image.url.lastIndexOf("/") + 1);
  const srcSet = (extension: string) => variants.widths.map((width) => `${folder}w${width}.${extension} ${width}w`).join(", ");
  const sources = sizes
    ? [
        { type: "image/avif" as const, srcSet: srcSet("avif"), sizes },
        { type: "image/webp" as const, srcSet: srcSet("webp"), sizes },
      ]
    : [];
  return { src: image.url, width, height, sources, placeholder: variants.dominant };
}

/**
 * The preload of a photo in a place: its first source, AVIF, which a browser without AVIF skips (it then finds
 * the WebP in the HTML). Null for an image with no sources: its <img> is in the HTML already.
 */
export function photoPreload(image: PhotoImage, place: PhotoPlace): ImagePreload | null {
  const photo = photoSources(image, place);
  const first = photo.sources[0];
  return first ? { href: photo.src, imageSrcSet: first.srcSet, imageSizes: first.sizes, type: first.type } : null;
}

/** An image as pages carry it: what photoSources reads, and nothing of where a feed found it. */
export function pagePhoto(image: PhotoImage): PhotoImage {
  const { url, width, height, thumb, variants } = image;
  return { url, width, height, ...(thumb && { thumb: { url: thumb.url } }), ...(variants && { variants }) };
}

/** A car, or a search hit: the index keeps no images, so a hit carries its first photo as primary_photo. */
export interface PhotoSubject {
  images?: readonly (PhotoImage & { isVideo?: boolean })[];
  primary_photo?: PhotoImage | null;
  primary_image_url: string | null;
}

/**
 * A car's first photo as cards and headers show it: its first image, with its size and any variants, or its
 * primary_image_url alone at the spec's 600x400 when its images do not start with it.
 */
export function primaryPhoto(car: PhotoSubject): PhotoImage | null {
  if (car.primary_photo) return car.primary_photo;
  const first = car.images?.[0];
  if (first && !first.isVideo && first.url === car.primary_image_url) return pagePhoto(first);
  return car.primary_image_url ? { url: car.primary_image_url, width: 600, height: 400 } : null;
}

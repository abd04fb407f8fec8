/** Spec §9: gallery slides are 600x400. */
export const GALLERY_SLIDE = { width: 600, height: 400 } as const;

/** Spec §2: thumbnails only when there are more than 3 images. */
export function showThumbnails(imageCount: number): boolean {
  return imageCount > 3;
}

/** Spec §9: the first two images load eagerly, the rest lazily. */
export function imageLoading(index: number): "eager" | "lazy" {
  return index < 2 ? "eager" : "lazy";
}

/** Moves through a gallery of `count` slides, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export type StockVideoPosition = "start" | "second" | "middle" | "end";

/** Spec §9: the stock video is inserted at start, second, middle or end of the gallery (default second). */
export function insertStockVideo<T>(slides: readonly T[], video: T, position: StockVideoPosition): T[] {
  const at = { start: 0, second: Math.min(1, slides.length), middle: Math.floor(slides.length / 2), end: slides.length }[position];
  return [...slides.slice(0, at), video, ...slides.slice(at)];
}

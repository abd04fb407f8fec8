import type { Car } from "../../runtime/types/index.ts";
import { insertStockVideo, pagePhoto, type PhotoImage, type StockVideoPosition, videoPlayer, type VideoPlayer } from "../../runtime/kit/rules.ts";

export type Slide =
  | { kind: "image"; photo: PhotoImage }
  | { kind: "video"; video: VideoPlayer; thumb: string | null };

/**
 * The gallery's slides: the car's photos (and any video entries among them) with the stock video inserted at
 * the site's position. The stock video is the external video when there is one, else the car's video file.
 */
export function gallerySlides(car: Pick<Car, "images" | "external_video_url" | "video_url">, position: StockVideoPosition): Slide[] {
  const slides: Slide[] = car.images.map((image) =>
    image.isVideo ? { kind: "video", video: videoPlayer(image.url), thumb: image.thumb.url } : { kind: "image", photo: pagePhoto(image) },
  );
  const stockVideo = car.external_video_url || car.video_url;
  return stockVideo ? insertStockVideo(slides, { kind: "video", video: videoPlayer(stockVideo), thumb: null }, position) : slides;
}

export function photoCount(slides: readonly Slide[]): number {
  return slides.filter((slide) => slide.kind === "image").length;
}

import type { Car, CarImage } from "../../types/generated/car.ts";
import type { Hotspot } from "../../types/generated/hotspot.ts";
import { HOTSPOT_AREAS, HOTSPOT_NOTES } from "./equipment.ts";
import type { Random } from "./random.ts";

export const SPIN_FRAMES = 36;
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

/** Artwork URLs served by runtime/demo/media (1-based image numbers). */
export const carImageUrl = (id: number, n: number) => `/media/cars/${id}/${n}.svg`;
export const carThumbUrl = (id: number, n: number) => `${carImageUrl(id, n)}?w=150`;
export const spinFrameUrl = (id: number, n: number) => `/media/cars/${id}/spin/${n}.svg`;
export const interiorImageUrl = (id: number) => `/media/cars/${id}/interior.svg`;
/** Every demo car with a video plays the one recorded demo clip (runtime/demo/media/demo-video.webm). */
export const carVideoUrl = (id: number, name: "walkaround" | "video") => `/media/cars/${id}/${name}.webm`;

type MediaFields = Pick<
  Car,
  | "images" | "thumbnails" | "primary_image_url" | "photos_count" | "spin_images" | "spin_code" | "spin_interior_image"
  | "hotspots" | "video_url" | "external_video_url" | "walkaround_videos" | "videos"
>;

/** Gallery, 360 spin, hotspots and videos of one car. */
export function carMedia(random: Random, id: number, kind: Car["item_type"]): MediaFields {
  const photos = random.int(3, 12);
  const images: CarImage[] = Array.from({ length: photos }, (_, i) => ({
    url: carImageUrl(id, i + 1),
    thumb: { url: carThumbUrl(id, i + 1) },
    isVideo: false,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  }));
  const spins = kind !== "caravan" && random.chance(0.3);
  const walkaround = random.chance(0.06) ? [{ url: carVideoUrl(id, "walkaround") }] : [];
  const spinHotspots = spins && random.chance(0.5) ? hotspots(random) : [];
  // Every demo video is a file this server plays: the video site is unreachable from here.
  const stockVideo = random.chance(0.05) ? carVideoUrl(id, "video") : null;
  // The spin provider's interior panorama comes with about half of the spins.
  const interior = spins && random.chance(0.5);
  return {
    images,
    thumbnails: images.map((image) => image.thumb.url),
    primary_image_url: images[0]?.url ?? null,
    photos_count: photos,
    spin_images: spins ? Array.from({ length: SPIN_FRAMES }, (_, i) => spinFrameUrl(id, i + 1)) : [],
    spin_code: spins ? `FC${id}` : null,
    spin_interior_image: interior ? interiorImageUrl(id) : null,
    hotspots: spinHotspots,
    video_url: walkaround[0]?.url ?? null,
    walkaround_videos: walkaround,
    videos: walkaround,
    external_video_url: stockVideo,
  };
}

function hotspots(random: Random): Hotspot[] {
  return random.sample(HOTSPOT_NOTES, random.int(2, 4)).map((description, index) => {
    const angle = random.int(0, SPIN_FRAMES - 1);
    const posX = random.int(20, 80);
    const posY = random.int(35, 70);
    // Visible on three neighbouring frames, drifting as the car turns.
    const positions = [-1, 0, 1].map((step) => ({
      activeAngle: (angle + step + SPIN_FRAMES) % SPIN_FRAMES,
      posX: posX + step * 4,
      posY,
    }));
    return { id: index + 1, description, anchors: [random.pick(HOTSPOT_AREAS)], positions };
  });
}

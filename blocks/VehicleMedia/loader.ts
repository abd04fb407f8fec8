import type { BlockLoader } from "../../runtime/types/index.ts";
import { photoPreload, videoPlayer } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { gallerySlides } from "./media-slides.ts";
import { availableViews, initialView } from "./media-views.ts";
import type { VehicleMediaProps } from "./props.gen.ts";
import type { VehicleMediaData } from "./data.ts";

const load: BlockLoader<VehicleMediaProps, VehicleMediaData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const frames = car.spin_images ?? [];
  const data: VehicleMediaData = {
    name: car.name,
    slides: gallerySlides(car, ctx.site.vehicle_page.stock_video_position),
    spin: frames.length > 1
      ? { frames, hotspots: (car.hotspots ?? []).map(({ id, description, positions }) => ({ id, description, positions })) }
      : null,
    // A feed may list the same video under both walkaround_videos and videos: each plays once.
    walkaround: [...new Set([...(car.walkaround_videos ?? []), ...(car.videos ?? [])].map((video) => video.url))].map(videoPlayer),
    interior: car.spin_interior_image ?? null,
  };
  // The page opens on its first photo when the gallery shows first: the head fetches it at once.
  const first = data.slides[0];
  const opensOnPhoto = first?.kind === "image" && initialView(availableViews(data), ctx.site.vehicle_page.default_viewer) === "gallery";
  const preload = opensOnPhoto ? photoPreload(first.photo, "gallery") : null;
  if (preload) ctx.setMeta({ imagePreload: preload });
  return data;
};

export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import { videoPlayer } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { gallerySlides } from "./media-slides.ts";
import type { VehicleMediaProps } from "./props.gen.ts";
import type { VehicleMediaData } from "./data.ts";

const load: BlockLoader<VehicleMediaProps, VehicleMediaData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const frames = car.spin_images ?? [];
  return {
    name: car.name,
    slides: gallerySlides(car, ctx.site.vehicle_page.stock_video_position),
    spin: frames.length > 1
      ? { frames, hotspots: (car.hotspots ?? []).map(({ id, description, positions }) => ({ id, description, positions })) }
      : null,
    // A feed may list the same video under both walkaround_videos and videos: each plays once.
    walkaround: [...new Set([...(car.walkaround_videos ?? []), ...(car.videos ?? [])].map((video) => video.url))].map(videoPlayer),
    interior: car.spin_interior_image ?? null,
  };
};

export default load;

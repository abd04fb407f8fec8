// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { SpinHotspot, VideoPlayer } from "../../runtime/kit/rules.ts";
import type { Slide } from "./media-slides.ts";

export interface VehicleMediaData {
  name: string;
  slides: Slide[];
  spin: { frames: string[]; hotspots: SpinHotspot[] } | null;
  walkaround: VideoPlayer[];
  interior: string | null;
}

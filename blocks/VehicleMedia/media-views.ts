import type { VehicleMediaData } from "./data.ts";

export type View = "spinner" | "walkaround" | "gallery" | "interior";

/** The views a car has media for, in the tabs' order. */
export function availableViews(data: Pick<VehicleMediaData, "spin" | "walkaround" | "slides" | "interior">): View[] {
  const views: View[] = [];
  if (data.spin) views.push("spinner");
  if (data.walkaround.length > 0) views.push("walkaround");
  if (data.slides.length > 0) views.push("gallery");
  if (data.interior) views.push("interior");
  return views;
}

/** The view the page opens on: the site's default viewer when the car has it, else its first view. */
export function initialView(views: readonly View[], defaultViewer: string): View {
  const preferred: View = defaultViewer === "spinner" ? "spinner" : "gallery";
  return views.includes(preferred) ? preferred : (views[0] ?? "gallery");
}

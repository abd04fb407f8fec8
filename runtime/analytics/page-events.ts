import { withTags } from "./tag-window.ts";

/** A page the shopper sees, on the first load and after each client navigation. */
export function sendPageView(path: string, title: string): void {
  withTags((win) => {
    win.dataLayer?.push({ event: "page_view", page_path: path, page_title: title });
    win.gtag?.("event", "page_view", { page_path: path, page_title: title, page_location: win.location.href });
    win.fbq?.("track", "PageView");
  });
}

export interface ViewedVehicle {
  id: number;
  name: string;
  /** The price the page shows, in AUD; null when it shows none. */
  price: number | null;
}

/** Spec §7: a vehicle page sends the Meta pixel's ViewContent event with its price in AUD. */
export function sendViewContent(car: ViewedVehicle): void {
  const content = { content_ids: [String(car.id)], content_name: car.name, content_type: "vehicle", currency: "AUD", ...(car.price === null ? {} : { value: car.price }) };
  withTags((win) => {
    win.fbq?.("track", "ViewContent", content);
    win.dataLayer?.push({ event: "view_content", ...content });
  });
}

import type { AnalyticsOptions } from "../types/generated/site.ts";
import { tagScripts } from "../rules/analytics-tags.ts";
import { tagsReady, type PixelQueue, type TagWindow } from "./tag-window.ts";

/**
 * Installs the site's tags in the page: each tag's queue first (so calls made before its script arrives are kept, as
 * the vendors' own snippets do), then its script. Installing twice adds nothing.
 */
export function installTags(options: AnalyticsOptions, win: TagWindow = window): void {
  const doc = win.document;
  for (const script of tagScripts(options)) {
    if (doc.querySelector(`script[src="${script.src}"]`)) continue;
    if (script.tag === "tag_manager") (win.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
    if (script.tag === "ga4") installGtag(win, options.ga4_measurement_id!);
    if (script.tag === "meta_pixel") installPixel(win, options.meta_pixel_id!);
    const element = doc.createElement("script");
    element.async = true;
    element.src = script.src;
    doc.head.append(element);
  }
  tagsReady(win);
}

function installGtag(win: TagWindow, measurementId: string): void {
  const layer = (win.dataLayer ??= []);
  // gtag.js reads its commands as the `arguments` objects its own snippet pushes, not as arrays.
  win.gtag = function gtag() {
    layer.push(arguments);
  };
  win.gtag("js", new Date());
  // Page views are sent on every navigation by the page itself (client navigations load no new document).
  win.gtag("config", measurementId, { send_page_view: false });
}

function installPixel(win: TagWindow, pixelId: string): void {
  if (!win.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as PixelQueue;
    Object.assign(fbq, { queue: [], loaded: true, version: "2.0" });
    win.fbq = win._fbq = fbq;
  }
  win.fbq("init", pixelId);
}

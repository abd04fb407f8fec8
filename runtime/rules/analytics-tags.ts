import type { AnalyticsOptions } from "../types/generated/site.ts";

export type AnalyticsConsent = "granted" | "denied";

type TagOptions = Pick<AnalyticsOptions, "tag_manager_id" | "ga4_measurement_id" | "meta_pixel_id" | "consent_banner">;

/** What a page does about the site's tags: nothing (none set or declined), ask first, or load them. */
export type TagPlan = "none" | "ask" | "load";

/** The site's tags to load, given the shopper's stored choice (null when they have not chosen). */
export function tagPlan(options: TagOptions, consent: AnalyticsConsent | null): TagPlan {
  if (!options.tag_manager_id && !options.ga4_measurement_id && !options.meta_pixel_id) return "none";
  if (!options.consent_banner || consent === "granted") return "load";
  return consent === "denied" ? "none" : "ask";
}

const GOOGLE_TAGS = "https://www.googletagmanager.com";
const GOOGLE_COLLECT = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
const META_SCRIPT = "https://connect.facebook.net";
const META_COLLECT = "https://www.facebook.com";

export interface TagScript {
  tag: "tag_manager" | "ga4" | "meta_pixel";
  src: string;
}

/** The scripts the site's tags load, in the order they load. */
export function tagScripts(options: TagOptions): TagScript[] {
  return [
    ...(options.tag_manager_id ? [{ tag: "tag_manager" as const, src: `${GOOGLE_TAGS}/gtm.js?id=${options.tag_manager_id}` }] : []),
    ...(options.ga4_measurement_id ? [{ tag: "ga4" as const, src: `${GOOGLE_TAGS}/gtag/js?id=${options.ga4_measurement_id}` }] : []),
    ...(options.meta_pixel_id ? [{ tag: "meta_pixel" as const, src: `${META_SCRIPT}/en_US/fbevents.js` }] : []),
  ];
}

export interface TagOrigins {
  script: string[];
  connect: string[];
  image: string[];
}

/** The origins the site's tags load scripts from, send their hits to and show pixels from, for the pages' CSP. */
export function tagOrigins(options: TagOptions): TagOrigins {
  const google = Boolean(options.tag_manager_id || options.ga4_measurement_id);
  const meta = Boolean(options.meta_pixel_id);
  return {
    script: [...(google ? [GOOGLE_TAGS] : []), ...(meta ? [META_SCRIPT] : [])],
    connect: [...(google ? [GOOGLE_TAGS, ...GOOGLE_COLLECT] : []), ...(meta ? [META_COLLECT, META_SCRIPT] : [])],
    image: [...(google ? [GOOGLE_TAGS, ...GOOGLE_COLLECT] : []), ...(meta ? [META_COLLECT] : [])],
  };
}

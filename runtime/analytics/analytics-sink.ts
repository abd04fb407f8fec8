import { withTags } from "./tag-window.ts";

/** One analytics event: the spec's numeric event id (§7) and what it is about. */
export interface AnalyticsEvent {
  id: number;
  data: Record<string, unknown>;
}

/** Where events go (a tag manager, a collector endpoint, a test spy). A sink may throw or reject. */
export type AnalyticsSink = (event: AnalyticsEvent) => void | Promise<void>;

/**
 * The default sink: the site's tags, once installed. The tag manager's dataLayer gets `forecourt_{id}`, GA4 the
 * same event name through gtag, and the Meta pixel a custom event of that name.
 */
export const tagSink: AnalyticsSink = (event) => {
  if (typeof window === "undefined") return;
  const name = `forecourt_${event.id}`;
  withTags((win) => {
    win.dataLayer?.push({ event: name, event_id: event.id, ...event.data });
    win.gtag?.("event", name, { event_id: event.id, ...event.data });
    win.fbq?.("trackCustom", name, { event_id: event.id, ...event.data });
  });
};

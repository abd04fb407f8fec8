/** One analytics event: the spec's numeric event id (§7) and what it is about. */
export interface AnalyticsEvent {
  id: number;
  data: Record<string, unknown>;
}

/** Where events go (a tag manager, a collector endpoint, a test spy). A sink may throw or reject. */
export type AnalyticsSink = (event: AnalyticsEvent) => void | Promise<void>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The default sink: the page's tag-manager data layer, when the site's tags installed one. */
export const dataLayerSink: AnalyticsSink = (event) => {
  if (typeof window === "undefined") return;
  (window as DataLayerWindow).dataLayer?.push({ event: `forecourt_${event.id}`, event_id: event.id, ...event.data });
};

import { tagSink, type AnalyticsSink } from "./analytics-sink.ts";

const sinks = new Set<AnalyticsSink>([tagSink]);

/** Spec §7: a shopper saved a car (favourite or watchlist). */
export const SAVED_CAR_EVENT = 39;

/** Adds a sink; returns a function that removes it. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => void sinks.delete(sink);
}

/**
 * Sends an analytics event to every sink. Spec §8: an analytics failure only logs a warning; it never
 * reaches the shopper or stops what they were doing.
 */
export async function trackEvent(id: number, data: Record<string, unknown> = {}): Promise<void> {
  await Promise.all(
    [...sinks].map(async (sink) => {
      try {
        await sink({ id, data });
      } catch (error) {
        console.warn(`Analytics event ${id} failed`, error);
      }
    }),
  );
}

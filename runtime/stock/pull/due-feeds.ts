import type { StockFeedSettings } from "../../types/generated/site.ts";

/** The pulled feeds (those with a url) whose interval has passed since their last pull began, or never pulled. */
export function dueFeeds(feeds: readonly StockFeedSettings[], lastPulls: ReadonlyMap<string, string>, now: Date): StockFeedSettings[] {
  return feeds.filter((feed) => {
    if (!feed.url) return false;
    const last = lastPulls.get(feed.name);
    return last === undefined || Date.parse(last) + feed.interval_minutes * 60_000 <= now.getTime();
  });
}

/** The report source of a feed's pulls. */
export function pullSource(feed: Pick<StockFeedSettings, "name">): string {
  return `pull:${feed.name}`;
}

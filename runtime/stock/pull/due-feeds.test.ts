import { describe, expect, it } from "vitest";
import { defaultFeed } from "../../../tests/kit/stock-feed-fixtures.ts";
import { dueFeeds } from "./due-feeds.ts";

describe("dueFeeds", () => {
  const pulled = defaultFeed({ name: "dms", url: "https://dms.example.com.au/stock.csv", interval_minutes: 60 });
  const sent = defaultFeed({ name: "manual" });
  const now = new Date("2026-11-27T10:00:00.000Z");

  it("pulls a feed with a url that was never pulled, and never one without a url", () => {
    expect(dueFeeds([pulled, sent], new Map(), now)).toEqual([pulled]);
  });

  it("pulls again once its interval has passed since the last pull began", () => {
    expect(dueFeeds([pulled], new Map([["dms", "2026-11-27T09:00:00.001Z"]]), now)).toEqual([]);
    expect(dueFeeds([pulled], new Map([["dms", "2026-11-27T09:00:00.000Z"]]), now)).toEqual([pulled]);
  });
});

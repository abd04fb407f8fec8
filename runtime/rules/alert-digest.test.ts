import { describe, expect, it } from "vitest";
import { alertDay, alertDigest, newMatchesSince } from "./alert-digest.ts";

describe("alert digests (issue 20 §4: at most once a day per account)", () => {
  it("dates a digest on the site's calendar, not UTC's", () => {
    expect(alertDay(new Date("2026-12-05T12:59:00Z"), "Australia/Sydney")).toBe("2026-12-05");
    expect(alertDay(new Date("2026-12-05T13:00:00Z"), "Australia/Sydney")).toBe("2026-12-06");
    expect(alertDay(new Date("2026-12-05T13:00:00Z"), "Australia/Perth")).toBe("2026-12-05");
  });

  it("counts a saved search's new matches from whichever is later: the shopper's last look or last alert", () => {
    expect(newMatchesSince({ last_seen_at: "2026-12-01T00:00:00.000Z", alerted_at: null }).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(newMatchesSince({ last_seen_at: "2026-12-01T00:00:00.000Z", alerted_at: "2026-12-03T00:00:00.000Z" }).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(newMatchesSince({ last_seen_at: "2026-12-04T00:00:00.000Z", alerted_at: "2026-12-03T00:00:00.000Z" }).toISOString()).toBe("2026-12-04T00:00:00.000Z");
  });

  it("lists each change on a line and ends with the unsubscribe link", () => {
    const digest = alertDigest({
      siteName: "Harbour Motors",
      shopperName: null,
      cars: [
        { name: "2020 Toyota Corolla", url: "https://h.example/cars/a", alert: { kind: "price-drop", from: 30_000, to: 27_990 } },
        { name: "2019 Mazda CX-5", url: "https://h.example/cars/b", alert: { kind: "sold" } },
      ],
      searches: [{ name: "Used Toyota Cars", url: "https://h.example/search/toyota", newMatches: 1 }],
      unsubscribeUrl: "https://h.example/pages/unsubscribe?token=t",
    });
    expect(digest.subject).toBe("Harbour Motors: updates on cars you're following");
    expect(digest.text).toBe(
      [
        "Hi there,",
        "",
        "Here is what changed since we last wrote:",
        "",
        "- 2020 Toyota Corolla: price dropped from $30,000 to $27,990. https://h.example/cars/a",
        "- 2019 Mazda CX-5 has sold. https://h.example/cars/b",
        "- Used Toyota Cars: 1 new match. https://h.example/search/toyota",
        "",
        "Stop these alerts: https://h.example/pages/unsubscribe?token=t",
      ].join("\n"),
    );
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { installTags } from "./install-tags.ts";
import { sendPageView, sendViewContent } from "./page-events.ts";
import { SAVED_CAR_EVENT, trackEvent } from "./track.ts";
import type { TagWindow } from "./tag-window.ts";

const options = { tag_manager_id: "GTM-ABC1234", ga4_measurement_id: "G-ABCDE12345", meta_pixel_id: "1234567890123", consent_banner: true, consent_text: "" };
const win = window as TagWindow;
const scripts = () => [...document.head.querySelectorAll("script")].map((script) => script.src);
const events = () => (win.dataLayer ?? []).filter((entry): entry is { event: string } => typeof entry === "object" && entry !== null && "event" in entry).map((entry) => entry.event);
const gtagCalls = () => (win.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && typeof entry === "object" && entry !== null && "length" in entry).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("the site's tags in the page", () => {
  it("keeps events until the tags are installed, then sends them, and the later ones at once, to every tag", async () => {
    sendPageView("/cars/one", "One");
    await trackEvent(SAVED_CAR_EVENT, { car_id: 7 });
    expect(win.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);

    installTags(options);
    expect(scripts()).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
      "https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(events()).toEqual(["gtm.js", "page_view", "forecourt_39"]);
    expect(gtagCalls().map((call) => call[0])).toEqual(["js", "config", "event", "event"]);
    expect(gtagCalls()[1]).toEqual(["config", "G-ABCDE12345", { send_page_view: false }]);
    expect(win.fbq!.queue).toEqual([["init", "1234567890123"], ["track", "PageView"], ["trackCustom", "forecourt_39", { event_id: 39, car_id: 7 }]]);

    sendViewContent({ id: 12, name: "2024 Toyota RAV4 GX", price: 45990 });
    expect(win.fbq!.queue.at(-1)).toEqual([
      "track",
      "ViewContent",
      { content_ids: ["12"], content_name: "2024 Toyota RAV4 GX", content_type: "vehicle", currency: "AUD", value: 45990 },
    ]);
    expect(events().at(-1)).toBe("view_content");

    installTags(options);
    expect(scripts()).toHaveLength(3);
  });
});

import { describe, expect, it } from "vitest";
import { tagOrigins, tagPlan, tagScripts } from "./analytics-tags.ts";

const none = { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false };
const all = { tag_manager_id: "GTM-ABC1234", ga4_measurement_id: "G-ABCDE12345", meta_pixel_id: "1234567890123", consent_banner: false };

describe("which tags a page loads", () => {
  it("loads nothing, and asks nothing, when the site sets no tag", () => {
    expect(tagPlan(none, null)).toBe("none");
    expect(tagPlan({ ...none, consent_banner: true }, "granted")).toBe("none");
    expect(tagScripts(none)).toEqual([]);
    expect(tagOrigins(none)).toEqual({ script: [], connect: [], image: [] });
  });

  it("loads the tags at once without a consent banner", () => {
    expect(tagPlan(all, null)).toBe("load");
  });

  it("with a consent banner asks until the shopper chooses, then loads only on acceptance", () => {
    const asking = { ...all, consent_banner: true };
    expect(tagPlan(asking, null)).toBe("ask");
    expect(tagPlan(asking, "granted")).toBe("load");
    expect(tagPlan(asking, "denied")).toBe("none");
  });

  it("names each tag's script by its id", () => {
    expect(tagScripts(all)).toEqual([
      { tag: "tag_manager", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234" },
      { tag: "ga4", src: "https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345" },
      { tag: "meta_pixel", src: "https://connect.facebook.net/en_US/fbevents.js" },
    ]);
  });

  it("names the origins each tag needs in the pages' policy", () => {
    const gtm = tagOrigins({ ...none, tag_manager_id: "GTM-ABC1234" });
    expect(gtm.script).toEqual(["https://www.googletagmanager.com"]);
    expect(gtm.connect).toContain("https://*.google-analytics.com");
    expect(gtm.connect).not.toContain("https://www.facebook.com");
    const pixel = tagOrigins({ ...none, meta_pixel_id: "1234567890123" });
    expect(pixel).toEqual({
      script: ["https://connect.facebook.net"],
      connect: ["https://www.facebook.com", "https://connect.facebook.net"],
      image: ["https://www.facebook.com"],
    });
  });
});

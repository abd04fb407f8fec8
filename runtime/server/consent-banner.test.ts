import { describe, expect, it } from "vitest";
import type { Site } from "../types/index.ts";
import { consentBannerHtml } from "./consent-banner.ts";

const site = (analytics: Partial<Site["analytics"]>) =>
  ({ analytics: { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false, consent_text: "We use cookies.", ...analytics } }) as Site;

describe("the consent banner in the server's HTML", () => {
  it("is written only for a site with tags that waits for consent", () => {
    expect(consentBannerHtml(site({}), "n0nce")).toBe("");
    expect(consentBannerHtml(site({ consent_banner: true }), "n0nce")).toBe("");
    expect(consentBannerHtml(site({ tag_manager_id: "GTM-1" }), "n0nce")).toBe("");
    expect(consentBannerHtml(site({ tag_manager_id: "GTM-1", consent_banner: true }), "n0nce")).toContain('<section class="fc-consent"');
  });

  it("starts hidden (nothing asks without JavaScript), with the site's text escaped, its two choices and a script under the nonce", () => {
    const html = consentBannerHtml(site({ meta_pixel_id: "1", consent_banner: true, consent_text: "Cookies <b>&</b> you" }), "n0nce");
    expect(html).toMatch(/<section class="fc-consent" id="fc-consent" aria-labelledby="fc-consent-heading" hidden>/);
    expect(html).toContain('<h2 id="fc-consent-heading" class="fc-consent__heading">Cookies on this site</h2>');
    expect(html).toContain("<p>Cookies &#60;b&#62;&#38;&#60;/b&#62; you</p>");
    expect(html).toContain('data-consent="granted">Accept</button>');
    expect(html).toContain('data-consent="denied">Decline</button>');
    expect(html).toMatch(/<script nonce="n0nce">\(function\(\)\{.*"forecourt:analytics-consent".*"forecourt:consent".*\}\)\(\)<\/script>$/);
  });
});

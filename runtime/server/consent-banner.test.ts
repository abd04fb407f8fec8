import { describe, expect, it } from "vitest";
import type { Site } from "../types/index.ts";
import { consentBannerHtml } from "./consent-banner.ts";
import { consentFromCookie } from "../analytics/consent-store.ts";

const site = (analytics: Partial<Site["analytics"]>) =>
  ({ analytics: { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false, consent_text: "We use cookies.", ...analytics } }) as Site;

describe("the consent banner in the server's HTML", () => {
  it("is written only for a site with tags that waits for consent", () => {
    expect(consentBannerHtml(site({}), "n0nce", null)).toBe("");
    expect(consentBannerHtml(site({ consent_banner: true }), "n0nce", null)).toBe("");
    expect(consentBannerHtml(site({ tag_manager_id: "GTM-1" }), "n0nce", null)).toBe("");
    expect(consentBannerHtml(site({ tag_manager_id: "GTM-1", consent_banner: true }), "n0nce", null)).toContain('<section class="fc-consent"');
  });

  it("is not written for a shopper whose consent cookie names a choice; junk in the cookie is no choice", () => {
    const asking = site({ tag_manager_id: "GTM-1", consent_banner: true });
    expect(consentBannerHtml(asking, "n0nce", consentFromCookie("granted"))).toBe("");
    expect(consentBannerHtml(asking, "n0nce", consentFromCookie("denied"))).toBe("");
    for (const junk of [undefined, "", "yes", "GRANTED", "granted;"]) {
      expect(consentBannerHtml(asking, "n0nce", consentFromCookie(junk)), String(junk)).toContain('<section class="fc-consent"');
    }
  });

  it("shows itself from its script without reading storage first: the old stored choice is looked for after a frame", () => {
    const html = consentBannerHtml(site({ tag_manager_id: "GTM-1", consent_banner: true }), "n0nce", null);
    const script = /<script nonce="n0nce">(.*)<\/script>$/.exec(html)![1]!;
    const deferred = script.indexOf("requestAnimationFrame(");
    expect(deferred).toBeGreaterThan(0);
    expect(script.indexOf("b.hidden=false")).toBeLessThan(deferred);
    expect(script.slice(0, deferred)).not.toContain("localStorage.getItem");
    expect(script.slice(deferred)).toContain("localStorage.getItem");
    expect(script).toContain('document.cookie="fc_consent="+v+";Path=/;Max-Age=31536000;SameSite=Lax"');
  });

  it("starts hidden (nothing asks without JavaScript), with the site's text escaped, its two choices and a script under the nonce", () => {
    const html = consentBannerHtml(site({ meta_pixel_id: "1", consent_banner: true, consent_text: "Cookies <b>&</b> you" }), "n0nce", null);
    expect(html).toMatch(/<section class="fc-consent" id="fc-consent" aria-labelledby="fc-consent-heading" hidden>/);
    expect(html).toContain('<h2 id="fc-consent-heading" class="fc-consent__heading">Cookies on this site</h2>');
    expect(html).toContain("<p>Cookies &#60;b&#62;&#38;&#60;/b&#62; you</p>");
    expect(html).toContain('data-consent="granted">Accept</button>');
    expect(html).toContain('data-consent="denied">Decline</button>');
    expect(html).toMatch(/<script nonce="n0nce">\(function\(\)\{.*"forecourt:analytics-consent".*"forecourt:consent".*\}\)\(\)<\/script>$/);
  });
});

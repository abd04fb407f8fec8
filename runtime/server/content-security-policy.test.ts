import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, type CspSite } from "./content-security-policy.ts";

const site = (overrides: Partial<CspSite> = {}): CspSite =>
  ({
    security: { frame_ancestors: [], script_origins: [], connect_origins: [], image_origins: [] },
    maps: { tile_url: null, attribution: "", zoom: 15 },
    search: { host: null },
    payments: { provider: "test" },
    analytics: { tag_manager_id: null, ga4_measurement_id: null, meta_pixel_id: null, consent_banner: false },
    ...overrides,
  }) as CspSite;

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("content security policy", () => {
  it("allows scripts from the site and the response's nonce only, never unsafe-inline or unsafe-eval", () => {
    const policy = contentSecurityPolicy(site(), "abc123");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The lead forms' validators are precompiled: nothing compiles code in the browser.
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
  });

  it("lets only the site frame its pages unless its document names partner origins", () => {
    expect(directive(contentSecurityPolicy(site(), "n"), "frame-ancestors")).toBe("frame-ancestors 'self'");
    const partner = site({ security: { frame_ancestors: ["https://partner.com.au"], script_origins: [], connect_origins: [], image_origins: [] } });
    expect(directive(contentSecurityPolicy(partner, "n"), "frame-ancestors")).toBe("frame-ancestors 'self' https://partner.com.au");
  });

  it("adds the third-party origins the site document needs: map tiles, hosted search and analytics", () => {
    const policy = contentSecurityPolicy(
      site({
        maps: { tile_url: "https://tiles.example.com/{z}/{x}/{y}.png?key=k", attribution: "", zoom: 15 },
        search: { host: "ABC-dsn.algolia.net" } as CspSite["search"],
        security: { frame_ancestors: [], script_origins: ["https://www.googletagmanager.com"], connect_origins: ["https://collect.example.com"], image_origins: [] },
      }),
      "n",
    );
    expect(directive(policy, "img-src")).toContain("https://tiles.example.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://abc-dsn.algolia.net https://collect.example.com");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com");
  });

  it("lets Stripe.js load, frame its card fields and call its API only on a site that takes payments with Stripe", () => {
    const stripe = contentSecurityPolicy(site({ payments: { provider: "stripe" } }), "n");
    expect(directive(stripe, "script-src")).toBe("script-src 'self' 'nonce-n' https://js.stripe.com");
    expect(directive(stripe, "frame-src")).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directive(stripe, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(contentSecurityPolicy(site(), "n"), "frame-src")).toBe("frame-src 'self'");
  });

  it("adds nothing for the platform's own demo tiles", () => {
    const policy = contentSecurityPolicy(site({ maps: { tile_url: "/media/map-tiles/{z}/{x}/{y}.svg", attribution: "", zoom: 15 } }), "n");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("adds the origins of the analytics tags the site sets, and only those", () => {
    const analytics = { tag_manager_id: "GTM-ABC1234", ga4_measurement_id: null, meta_pixel_id: "1234567890123", consent_banner: true, consent_text: "" };
    const policy = contentSecurityPolicy(site({ analytics }), "n");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com https://connect.facebook.net");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toContain("https://www.facebook.com");
  });
});

import { describe, expect, it } from "vitest";
import { isSameSiteRequest } from "./origin-check.ts";

const site = { slug: "harbour-motors", domains: ["harbourmotors.com.au"] };
const post = (headers: Record<string, string>) =>
  new Request("http://harbour-motors.localhost:3000/api/leads", {
    method: "POST",
    headers: { host: "harbour-motors.localhost:3000", ...headers },
  });

describe("isSameSiteRequest", () => {
  it("accepts the request's own host, the site's domains and its {slug}.localhost", () => {
    expect(isSameSiteRequest(post({ origin: "http://harbour-motors.localhost:3000" }), site)).toBe(true);
    expect(isSameSiteRequest(post({ origin: "https://harbourmotors.com.au" }), site)).toBe(true);
    expect(isSameSiteRequest(post({ origin: "http://harbour-motors.localhost:5173" }), site)).toBe(true);
  });

  it("refuses another site, an opaque origin and a malformed one", () => {
    expect(isSameSiteRequest(post({ origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameSiteRequest(post({ origin: "http://other-dealer.localhost:3000" }), site)).toBe(false);
    expect(isSameSiteRequest(post({ origin: "null" }), site)).toBe(false);
    expect(isSameSiteRequest(post({ origin: "::::" }), site)).toBe(false);
  });

  it("refuses what the browser itself calls cross-site, even with no origin named", () => {
    expect(isSameSiteRequest(post({ "sec-fetch-site": "cross-site" }), site)).toBe(false);
    expect(isSameSiteRequest(post({ "sec-fetch-site": "same-origin", origin: "http://harbour-motors.localhost:3000" }), site)).toBe(true);
    // Other tenants share the .localhost site, so "same-site" still needs the origin check.
    expect(isSameSiteRequest(post({ "sec-fetch-site": "same-site", origin: "http://other-dealer.localhost:3000" }), site)).toBe(false);
  });

  it("falls back to Referer when Origin is absent", () => {
    expect(isSameSiteRequest(post({ referer: "https://evil.example/page" }), site)).toBe(false);
    expect(isSameSiteRequest(post({ referer: "http://harbour-motors.localhost:3000/cars/x" }), site)).toBe(true);
  });

  it("lets a request that names no origin through (no browser page sent it)", () => {
    expect(isSameSiteRequest(post({}), site)).toBe(true);
  });
});

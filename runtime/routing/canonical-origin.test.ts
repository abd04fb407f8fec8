import { describe, expect, it } from "vitest";
import { canonicalOrigin } from "./canonical-origin.ts";

describe("canonicalOrigin", () => {
  it("is the site's primary domain over https, whatever host the page was requested on", () => {
    const site = { domains: ["harbourmotors.com.au", "www.harbourmotors.com.au"] };
    for (const requested of ["http://www.harbourmotors.com.au", "http://harbourmotors.com.au", "http://harbour-motors.localhost:3000"]) {
      expect(canonicalOrigin(site, requested)).toBe("https://harbourmotors.com.au");
    }
  });

  it("keeps the request's origin for a site without domains", () => {
    expect(canonicalOrigin({ domains: [] }, "http://new-dealer.localhost:3000")).toBe("http://new-dealer.localhost:3000");
  });
});

import { describe, expect, it } from "vitest";
import { resolveTenant } from "./resolve-tenant.ts";

const sites = [
  { slug: "harbour-motors", domains: ["harbourmotors.com.au", "www.harbourmotors.com.au"] },
  { slug: "drivesub", domains: ["drivesub.com.au"] },
];

describe("resolveTenant", () => {
  it("matches a domain, ignoring case, port and a trailing dot", () => {
    expect(resolveTenant(sites, "WWW.HarbourMotors.com.au:8080")?.slug).toBe("harbour-motors");
    expect(resolveTenant(sites, "drivesub.com.au.")?.slug).toBe("drivesub");
  });

  it("maps {slug}.localhost to that site", () => {
    expect(resolveTenant(sites, "drivesub.localhost:3000")?.slug).toBe("drivesub");
  });

  it("returns null for unknown hosts", () => {
    expect(resolveTenant(sites, "localhost:3000")).toBeNull();
    expect(resolveTenant(sites, "127.0.0.1")).toBeNull();
    expect(resolveTenant(sites, "other.localhost")).toBeNull();
    expect(resolveTenant(sites, "[::1]:3000")).toBeNull();
    expect(resolveTenant(sites, undefined)).toBeNull();
  });
});

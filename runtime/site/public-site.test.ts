import { describe, expect, it } from "vitest";
import type { Site } from "../types/index.ts";
import { toPublicSite } from "./public-site.ts";

describe("toPublicSite", () => {
  it("leaves out pages, routes, demo stock settings, the team, the promotions and every section's server part", () => {
    const site = {
      slug: "harbour-motors",
      pages: {},
      routes: {},
      demo_stock: { count: 400 },
      team: [{ name: "Tom Baxter", role: "Service Manager", photo: null, bio: "", order: 0 }],
      promotions: [{ id: "summer-spin", title: "Summer Spin", prizes: [{ label: "Cap", weight: 1, stock: 5 }], start: "2026-12-01T00:00:00Z", end: "2027-01-01T00:00:00Z", terms: [] }],
      leads: { form: "x", server: { webhooks: [] } },
    } as unknown as Site;
    expect(toPublicSite(site)).toEqual({ slug: "harbour-motors", leads: { form: "x" } });
  });
});

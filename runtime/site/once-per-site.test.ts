import { describe, expect, it } from "vitest";
import type { Site } from "../types/index.ts";
import { oncePerSite } from "./once-per-site.ts";

describe("oncePerSite", () => {
  it("works a value out on a site document's first use and hands back the same value after, per document", () => {
    const seen: string[] = [];
    const label = oncePerSite((site) => {
      seen.push(site.slug);
      return { slug: site.slug };
    });
    const harbour = { slug: "harbour-motors" } as Site;
    const summit = { slug: "summit-auto-group" } as Site;
    const first = label(harbour);
    expect(label(harbour)).toBe(first);
    expect(label(summit)).toEqual({ slug: "summit-auto-group" });
    expect(label({ ...harbour })).not.toBe(first);
    expect(seen).toEqual(["harbour-motors", "summit-auto-group", "harbour-motors"]);
  });

  it("keeps a value that is falsy", () => {
    let calls = 0;
    const nothing = oncePerSite(() => {
      calls += 1;
      return undefined;
    });
    const site = { slug: "drivesub" } as Site;
    nothing(site);
    nothing(site);
    expect(calls).toBe(1);
  });
});

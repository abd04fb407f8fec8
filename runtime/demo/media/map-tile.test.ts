import { describe, expect, it } from "vitest";
import type { ApiContext } from "../../types/api.ts";
import { isTile, mapTileSvg } from "./map-tile.ts";
import { mediaRoutes } from "./media-routes.ts";

const tileRoute = mediaRoutes.find((route) => route.path === "/media/map-tiles/{z}/{x}/{y}.svg")!;
const serve = (z: string, x: string, y: string) =>
  tileRoute.handler(new Request("http://x.localhost/"), { params: { z, x, y } } as unknown as ApiContext);

describe("demo map tiles", () => {
  it("names only tiles of the Web Mercator grid", () => {
    expect(isTile(0, 0, 0)).toBe(true);
    expect(isTile(15, 32767, 32767)).toBe(true);
    expect(isTile(15, 32768, 0)).toBe(false);
    expect(isTile(20, 0, 0)).toBe(false);
    expect(isTile(2, -1, 0)).toBe(false);
  });

  it("draws a 256 px tile whose streets continue into the neighbouring tile", () => {
    const tile = mapTileSvg(15, 30100, 19700);
    expect(tile).toMatch(/^<svg [^>]*width="256" height="256"/);
    // 30100 * 256 is a multiple of 64, so a street runs along the left edge and one 64 px further right.
    expect(tile).toContain('x1="0" y1="0" x2="0" y2="256"');
    expect(tile).toContain('x1="64" y1="0" x2="64" y2="256"');
  });

  it("serves tiles as cacheable SVG and answers 404 for anything else", async () => {
    const ok = await serve("15", "30100", "19700");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/svg+xml");
    expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const [z, x, y] of [["15", "99999", "0"], ["x", "0", "0"], ["1", "01", "0"], ["25", "0", "0"]] as const) {
      const missing = await serve(z, x, y);
      expect([missing.status, missing.headers.get("cache-control")], `${z}/${x}/${y}`).toEqual([404, "no-store"]);
    }
  });
});

import type { ApiRoute } from "../types/api.ts";
import { isTile, mapTileSvg } from "./map-tile.ts";

const WHOLE = /^(0|[1-9][0-9]{0,6})$/;

/** The demo map tiles (see map-tile.ts), on every host like the rest of the generated media. */
export const mapTileRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/media/map-tiles/{z}/{x}/{y}.svg",
    anyHost: true,
    handler: (_request, ctx) => {
      const [z, x, y] = [ctx.params.z, ctx.params.x, ctx.params.y].map((text) => (text && WHOLE.test(text) ? Number(text) : -1)) as [number, number, number];
      if (!isTile(z, x, y)) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
      return new Response(mapTileSvg(z, x, y), {
        headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=31536000, immutable" },
      });
    },
  },
];

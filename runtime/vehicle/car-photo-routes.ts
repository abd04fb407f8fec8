import type { ApiRoute } from "../types/index.ts";
import { carHasPhoto } from "../stock/photos/photo-urls.ts";
import type { PhotoStore } from "../stock/photos/photo-store.ts";
import { siteListsCar } from "./car-lookup.ts";

const TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif", jpg: "image/jpeg" };
const WHOLE = /^[1-9][0-9]{0,9}$/;

/**
 * A car's stored photos (runtime/stock/photos), by content hash: served only on the hosts of a site that lists
 * the car and only for a photo among its images. A URL never changes content, so it is cached for good.
 */
export function carPhotoRoutes(store: PhotoStore): ApiRoute[] {
  return [
    {
      method: "GET",
      path: "/media/cars/{id}/photos/{hash}/{name}",
      handler: async (_request, ctx) => {
        const { id = "", hash = "", name = "" } = ctx.params;
        const type = TYPES[name.split(".").pop() ?? ""];
        const car = WHOLE.test(id) && ctx.site ? await ctx.services.stock.getById(Number(id)) : undefined;
        const bytes = type && car && ctx.site && siteListsCar(ctx.site, car) && carHasPhoto(car.images, car.id, hash) ? await store.read(hash, name) : undefined;
        if (!bytes) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
        return new Response(new Uint8Array(bytes), { headers: { "content-type": type!, "cache-control": "public, max-age=31536000, immutable" } });
      },
    },
  ];
}

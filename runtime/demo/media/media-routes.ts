import type { ApiContext, ApiHandler, ApiRoute } from "../../types/api.ts";
import type { Car } from "../../types/generated/car.ts";
import { carVideoUrl, interiorImageUrl } from "../stock/car-media.ts";
import { demoVideo } from "./demo-video.ts";
import { carImageSvg } from "./car-image.ts";
import { hashText } from "./svg.ts";
import { historyReportSvg } from "./history-report.ts";
import { interiorSvg } from "./interior.ts";
import { brandLogoSvg, dealerLogoSvg } from "./logos.ts";
import { isTile, mapTileSvg } from "./map-tile.ts";
import { SPIN_FRAME_COUNT, spinFrameSvg } from "./spin-frame.ts";
import { siteListsCar } from "../../vehicle/car-lookup.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A number written plainly: no sign, no leading zero (so each picture has one URL). */
const WHOLE = /^(0|[1-9][0-9]{0,8})$/;
const MAX_SLUG = 80;
/** Body types the demo artwork draws for pictures that show no car of the stock (blog posts). */
const ART_BODIES = ["sedan", "hatch", "suv", "ute", "van", "wagon", "coupe", "convertible", "motorcycle"] as const;

/**
 * Generated artwork: car photos, spins and interiors, a car of a body type and colour (`/media/art/suv/red.svg`), history reports, dealer and brand logos, and the demo map
 * tiles (see map-tile.ts). A car's media is served only on the hosts of a site that lists the car (history
 * reports only where its report plugin is on); logos and tiles on every host.
 */
export const mediaRoutes: ApiRoute[] = [
  { method: "GET", path: "/media/cars/{id}/{n}.svg", handler: numberedPicture((car) => car.photos_count, carImageSvg) },
  { method: "GET", path: "/media/cars/{id}/spin/{n}.svg", handler: numberedPicture(() => SPIN_FRAME_COUNT, spinFrameSvg) },
  {
    method: "GET",
    path: "/media/cars/{id}/interior.svg",
    handler: async (_request, ctx) => {
      const car = await findCar(ctx);
      return car && car.spin_interior_image === interiorImageUrl(car.id) ? svg(interiorSvg(car)) : notFound();
    },
  },
  {
    method: "GET",
    path: "/media/cars/{id}/{name}.webm",
    handler: async (_request, ctx) => {
      const car = await findCar(ctx);
      const url = car && (ctx.params.name === "walkaround" || ctx.params.name === "video") ? carVideoUrl(car.id, ctx.params.name) : null;
      const used = car && url && (car.video_url === url || car.external_video_url === url || car.walkaround_videos?.some((video) => video.url === url));
      return used ? video(demoVideo()) : notFound();
    },
  },
  {
    method: "GET",
    path: "/media/cars/{id}/history.svg",
    handler: async (_request, ctx) => {
      const car = await findCar(ctx);
      return car?.file && ctx.site?.plugins.ppsr_report ? svg(historyReportSvg(car)) : notFound();
    },
  },
  { method: "GET", path: "/media/logos/{slug}.svg", anyHost: true, handler: logo(dealerLogoSvg) },
  { method: "GET", path: "/media/brands/{slug}.svg", anyHost: true, handler: logo(brandLogoSvg) },
  {
    method: "GET",
    path: "/media/art/{body}/{colour}.svg",
    anyHost: true,
    handler: (_request, ctx) => {
      const body = ART_BODIES.find((known) => known === ctx.params.body);
      const width = imageWidth(ctx.url);
      if (!body || !isSlug(ctx.params.colour) || width === null) return notFound();
      const colour = ctx.params.colour;
      const kind = body === "motorcycle" ? { simple_body: null, item_type: "motorcycle" as const } : { simple_body: body, item_type: "car" as const };
      return svg(carImageSvg({ id: hashText(`${body}/${colour}`), name: "", colour, ...kind, photos_count: 1 }, 1, width));
    },
  },
  {
    method: "GET",
    path: "/media/map-tiles/{z}/{x}/{y}.svg",
    anyHost: true,
    handler: (_request, ctx) => {
      const [z, x, y] = [whole(ctx.params.z), whole(ctx.params.x), whole(ctx.params.y)];
      return z !== null && x !== null && y !== null && isTile(z, x, y) ? svg(mapTileSvg(z, x, y)) : notFound();
    },
  },
];

/** A car's n-th picture of a numbered series (its photos, its spin's frames), n from 1 to the series' length. */
function numberedPicture(length: (car: Car) => number, draw: (car: Car, n: number, width: number) => string): ApiHandler {
  return async (_request, ctx) => {
    const n = counted(ctx.params.n);
    const width = imageWidth(ctx.url);
    const car = await findCar(ctx);
    return car && n !== null && n <= length(car) && width !== null ? svg(draw(car, n, width)) : notFound();
  };
}

function logo(draw: (slug: string) => string): ApiHandler {
  return (_request, ctx) => (isSlug(ctx.params.slug) ? svg(draw(ctx.params.slug)) : notFound());
}

async function findCar(ctx: ApiContext): Promise<Car | undefined> {
  const id = counted(ctx.params.id);
  const car = id === null || !ctx.site ? undefined : await ctx.services.stock.getById(id);
  return car && ctx.site && siteListsCar(ctx.site, car) ? car : undefined;
}

function whole(text: string | undefined): number | null {
  return text !== undefined && WHOLE.test(text) ? Number(text) : null;
}

/** Car ids, photos and spin frames count from 1 (map tiles from 0). */
function counted(text: string | undefined): number | null {
  const n = whole(text);
  return n !== null && n >= 1 ? n : null;
}

function isSlug(text: string | undefined): text is string {
  return text !== undefined && text.length <= MAX_SLUG && SLUG.test(text);
}

/** `?w=` renders the same drawing smaller (thumbnails use w=150); default full size. */
function imageWidth(url: URL): number | null {
  const w = url.searchParams.get("w");
  if (w === null) return 600;
  const width = whole(w);
  return width !== null && width >= 16 && width <= 1200 ? width : null;
}

// Drawn only from what the URL names (a car's id, body and colour; a tile's place), so a URL keeps its picture:
// browsers never need to ask again.
const svg = (body: string) => answer(body, "image/svg+xml", "public, max-age=31536000, immutable");
const video = (body: Uint8Array<ArrayBuffer>) => answer(body, "video/webm", "public, max-age=86400");
const notFound = () => answer("Not found", "text/plain; charset=utf-8", "no-store", 404);

function answer(body: BodyInit, type: string, cacheControl: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": type, "cache-control": cacheControl } });
}

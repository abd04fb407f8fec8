import type { ApiContext, ApiRoute } from "../../types/index.ts";
import type { PhotoStore } from "../../stock/photos/photo-store.ts";
import { storedPhotoHash } from "../../stock/photos/photo-urls.ts";
import { carPdf } from "../pdf.ts";
import { routeCar } from "./respond.ts";
import { canonicalOrigin } from "../../routing/canonical-origin.ts";

/**
 * Spec §7 PDF for a car slug, downloaded as {slug}.pdf, with the car's first photo when it is a stored one: its
 * JPEG fallback, which PDF takes (WebP and AVIF it does not) and which is wide enough for the page.
 */
export function pdfRoute(photos: PhotoStore): ApiRoute {
  return { method: "GET", path: "/api/cars/{slug}/pdf", handler: (_request, ctx) => carPdfAnswer(ctx, photos) };
}

async function carPdfAnswer(ctx: ApiContext, photos: PhotoStore): Promise<Response> {
  const car = await routeCar(ctx);
  if (car instanceof Response) return car;
  const first = car.images.find((image) => !image.isVideo);
  const hash = first ? storedPhotoHash(first.url) : null;
  const photo = hash ? await photos.read(hash, "fallback.jpg") : undefined;
  const pdf = await carPdf(car, ctx.site!, canonicalOrigin(ctx.site!, ctx.url.origin) + car.path, new Date(), photo);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${car.slug}.pdf"`,
      "content-length": String(pdf.length),
      "cache-control": "no-store",
    },
  });
}

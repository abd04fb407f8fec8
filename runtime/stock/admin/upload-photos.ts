import { jsonResponse } from "../../http/json-response.ts";
import type { ApiContext } from "../../types/index.ts";
import { applyRows } from "../feed/import-stock.ts";
import { ingestPhoto } from "../photos/ingest-photo.ts";
import { carHasPhoto, carPhotoImage } from "../photos/photo-urls.ts";
import type { PhotoStore } from "../photos/photo-store.ts";
import { authorizeSite, refusal } from "./admin-auth.ts";
import { siteStockCar } from "./site-stock-car.ts";

/**
 * POST /api/admin/sites/{slug}/cars/{stocknum}/photos: multipart/form-data with one or more photo files. Each
 * goes through the photo pipeline; those that pass are added to the car's images (a photo it has already is not
 * added twice), and each that fails is named with why. 200 with the car and the failures when any photo was
 * added; 400 with the failures when none was.
 */
export function uploadPhotos(store: PhotoStore) {
  return async function upload(request: Request, ctx: ApiContext): Promise<Response> {
    const authorized = await authorizeSite(request, ctx);
    if ("response" in authorized) return authorized.response;
    const { site } = authorized;
    const found = await siteStockCar(site, ctx);
    if ("response" in found) return found.response;
    const { car } = found;
    const files = [...(await request.formData()).values()].filter((value): value is File => value instanceof File);
    if (files.length === 0) return refusal(400, "No photo files in the form");

    const images = [...car.images];
    const problems: { file: string; message: string }[] = [];
    for (const file of files) {
      const ingested = await ingestPhoto(new Uint8Array(await file.arrayBuffer()), store);
      if (!ingested.ok) problems.push({ file: file.name, message: ingested.message });
      else if (!carHasPhoto(images, car.id, ingested.photo.hash)) images.push(carPhotoImage(car.id, ingested.photo));
    }
    if (problems.length === files.length) return refusal(400, "No photo could be taken in", { problems });

    const values: Record<string, unknown> = { ...car, images };
    delete values.photos_count;
    delete values.primary_image_url;
    const report = await applyRows(ctx.services.stock, site, [{ where: "body", values, columns: {}, problems: [] }], [], {
      source: "api:photos",
      feed: { ...site.stock.feeds[0], full: false },
      acceptValid: false,
    });
    if (report.outcome !== "applied") return refusal(400, `The change has ${report.problems.length} problem(s): nothing changed`, { report, problems });
    const stored = (await ctx.services.stock.listByDealerships([car.dealership_id])).find((candidate) => candidate.id === car.id);
    return jsonResponse({ car: stored, problems });
  };
}

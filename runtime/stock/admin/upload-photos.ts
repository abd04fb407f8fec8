import { jsonResponse } from "../../http/json-response.ts";
import type { ApiContext } from "../../types/index.ts";
import { addCarPhotos } from "../photos/add-car-photos.ts";
import type { PhotoStore } from "../photos/photo-store.ts";
import { authorizeSite, refusal } from "./admin-auth.ts";
import { changeCar } from "./change-car.ts";
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
    const files = [...(await request.formData()).values()].filter((value): value is File => value instanceof File);
    if (files.length === 0) return refusal(400, "No photo files in the form");

    const { images, problems } = await addCarPhotos(found.car, files, store);
    if (problems.length === files.length) return refusal(400, "No photo could be taken in", { problems });
    const { report, car } = await changeCar(ctx.services.stock, site, found.car, { source: "api:photos", values: { images } });
    if (report.outcome !== "applied") return refusal(400, `The change has ${report.problems.length} problem(s): nothing changed`, { report, problems });
    return jsonResponse({ car, problems });
  };
}

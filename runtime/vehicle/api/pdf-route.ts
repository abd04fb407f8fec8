import type { ApiRoute } from "../../types/index.ts";
import { carPdf } from "../pdf.ts";
import { routeCar } from "./respond.ts";
import { canonicalOrigin } from "../../routing/canonical-origin.ts";

/** Spec §7 PDF for a car slug, downloaded as {slug}.pdf. */
export const pdfRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/pdf",
  async handler(_request, ctx) {
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    const pdf = await carPdf(car, ctx.site!, canonicalOrigin(ctx.site!, ctx.url.origin) + car.path);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${car.slug}.pdf"`,
        "content-length": String(pdf.length),
        "cache-control": "no-store",
      },
    });
  },
};

import { siteLocations } from "./inbox-view.tsx";
import type { ApiHandler, ApiRoute, Car } from "../types/index.ts";
import { type AccountDeps, seeOther, type SiteContext } from "../accounts/account-deps.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { siteListsCar } from "../vehicle/car-lookup.ts";
import { recentImports } from "../stock/feed/import-history.ts";
import { formatProblem } from "../stock/feed/feed-problem.ts";
import { addCarPhotos, type AddedPhotos } from "../stock/photos/add-car-photos.ts";
import { PHOTO_LIMITS, PHOTOS_PER_UPLOAD } from "../stock/photos/photo-limits.ts";
import type { PhotoStore } from "../stock/photos/photo-store.ts";
import { activeReservation } from "../checkout/reservation-store.ts";
import { canChangeStock } from "../rules/console/staff-role.ts";
import { filterStock, readStockFilter, stockMakes } from "../rules/console/stock-filter.ts";
import { CAR_FORMS, movePhoto, readCarForm, removePhoto, type CarForm } from "../rules/console/car-form.ts";
import { staffAuthorize, staffFormPost, staffOnly, type RoleCheck, type StaffFormHandler, type StaffHandler } from "./console-guard.ts";
import { consoleHtml } from "./console-page.tsx";
import { siteTimeZone } from "./console-time.ts";
import { auditTrail } from "./audit-log.ts";
import { carSubject, changeStockCar } from "./stock-changes.ts";
import { siteCarById } from "../accounts/car-entry.ts";
import type { Staff } from "./staff-store.ts";
import { StockView } from "./stock-view.tsx";
import { CarView } from "./car-view.tsx";
import { ImportsView } from "./imports-view.tsx";

const CHANGE_STOCK: RoleCheck = { allows: canChangeStock, refusal: "Your role can read stock but not change it." };
const NOTICES: Record<string, string> = { changed: "Saved: the website shows it now.", unchanged: "Nothing to change.", photos: "Photos added: the website shows them now." };
const IMPORTS_SHOWN = 50;

/** GET /console/stock: the site's cars in every status, a page of the filter in the query. */
function stockList(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff) => {
    const all = await ctx.services.stock.listByDealerships(ctx.site.dealerships.map((dealership) => dealership.id));
    const filter = readStockFilter(ctx.url.searchParams);
    const view = { filter, ...filterStock(all, filter), makes: stockMakes(all), locations: siteLocations(ctx.site) };
    return consoleHtml(200, { site: ctx.site, title: "Stock", staff }, <StockView {...view} />);
  });
}

/** GET /console/stock/imports: the latest imports of the site's stock with their reports. */
function importsPage(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff) => {
    const reports = await recentImports(ctx.services.db, ctx.site.slug, IMPORTS_SHOWN);
    return consoleHtml(200, { site: ctx.site, title: "Feed imports", staff }, <ImportsView reports={reports} timeZone={siteTimeZone(ctx.site)} />);
  });
}

/** A car's console page, after a change or on its own. */
async function carPage(ctx: SiteContext, staff: Staff, car: Car, status: number, notice: string | null, photoProblems: AddedPhotos["problems"] = []): Promise<Response> {
  const [reservation, trail] = await Promise.all([activeReservation(ctx.services.db, car.id), auditTrail(ctx.services.db, ctx.site.slug, carSubject(car))]);
  const view = { car, canChange: canChangeStock(staff.role), listed: siteListsCar(ctx.site, car), reservationId: reservation?.id ?? null, trail, notice, photoProblems, timeZone: siteTimeZone(ctx.site) };
  return consoleHtml(status, { site: ctx.site, title: car.name, staff }, <CarView {...view} />);
}

/** GET /console/stock/{id}: one car of the site. */
function carDetail(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff) => {
    const car = await siteCarById(ctx.services, ctx.site, Number(ctx.params.id));
    if (!car) return htmlNotice(404, "There is no such car in this site's stock.", "/console/stock");
    return carPage(ctx, staff, car, 200, NOTICES[ctx.url.searchParams.get("done") ?? ""] ?? null);
  });
}

type CarPost = (fields: URLSearchParams, car: Car, ctx: SiteContext) => Promise<{ action: string; values: Partial<Car> } | { response: Response }>;

/** A form post that changes a car (owners and managers): written and audited, then back to the car's page. */
function carPost(deps: AccountDeps, read: CarPost): ApiHandler {
  const post: StaffFormHandler = async (fields, ctx, staff, now) => {
    const car = await siteCarById(ctx.services, ctx.site, Number(ctx.params.id));
    if (!car) return htmlNotice(404, "There is no such car in this site's stock.", "/console/stock");
    const change = await read(fields, car, ctx);
    if ("response" in change) return change.response;
    const outcome = await changeStockCar(ctx.services.stock, ctx.site, staff, car, change.action, change.values, now);
    if (outcome.kind === "rejected") return htmlNotice(400, `The change was refused, nothing changed: ${outcome.changed.report.problems.map(formatProblem).join("; ")}`, `/console/stock/${car.id}`);
    return seeOther(`/console/stock/${car.id}?done=${outcome.kind}`);
  };
  return staffFormPost(deps, post, CHANGE_STOCK);
}

const badForm = (car: Car, message: string) => ({ response: htmlNotice(400, message, `/console/stock/${car.id}`) });

/** One of the car page's field forms (sold, reserved, price, tag, comments, website). */
const fieldForm =
  (form: CarForm): CarPost =>
  async (fields, car, ctx) => {
    const read = readCarForm(form, fields);
    if ("problem" in read) return badForm(car, read.problem);
    // A car reserved online is released with its deposit, on its reservation's page.
    if (form === "reserved" && (await activeReservation(ctx.services.db, car.id))) return { response: htmlNotice(409, "This car is reserved online: release it on its reservation's page.", `/console/stock/${car.id}`) };
    return { action: form, values: read.values };
  };

const photoMove: CarPost = async (fields, car) => {
  const images = movePhoto(car.images, fields.get("photo") ?? "", fields.get("move"));
  return images ? { action: "photos", values: { images } } : badForm(car, "That photo cannot move there.");
};

const photoRemove: CarPost = async (fields, car) => {
  const images = removePhoto(car.images, fields.get("photo") ?? "");
  return images ? { action: "photos", values: { images } } : badForm(car, "The car has no such photo.");
};

/** POST /console/stock/{id}/photos (multipart): photos through the pipeline, added after the car's others. */
function uploadPhotos(deps: AccountDeps, store: PhotoStore): ApiHandler {
  const upload: StaffHandler = async (request, ctx, staff, now) => {
    const car = await siteCarById(ctx.services, ctx.site, Number(ctx.params.id));
    if (!car) return htmlNotice(404, "There is no such car in this site's stock.", "/console/stock");
    const files = [...(await request.formData()).values()].filter((value): value is File => value instanceof File && value.size > 0);
    if (files.length === 0) return htmlNotice(400, "Choose one or more photos to upload.", `/console/stock/${car.id}`);
    const { images, problems } = await addCarPhotos(car, files, store);
    if (problems.length === files.length) return carPage(ctx, staff, car, 400, "No photo could be taken in.", problems);
    const outcome = await changeStockCar(ctx.services.stock, ctx.site, staff, car, "photos", { images }, now);
    if (outcome.kind === "rejected") return htmlNotice(400, "The photos were refused, nothing changed.", `/console/stock/${car.id}`);
    if (problems.length === 0) return seeOther(`/console/stock/${car.id}?done=photos`);
    return carPage(ctx, staff, (outcome.kind === "changed" && outcome.car) || car, 200, "Some photos were added; these could not be:", problems);
  };
  return staffOnly(deps, upload, CHANGE_STOCK);
}

export function consoleStockRoutes(deps: AccountDeps, store: PhotoStore): ApiRoute[] {
  return [
    { method: "GET", path: "/console/stock", handler: stockList(deps) },
    { method: "GET", path: "/console/stock/imports", handler: importsPage(deps) },
    { method: "GET", path: "/console/stock/{id}", handler: carDetail(deps) },
    ...CAR_FORMS.map((form): ApiRoute => ({ method: "POST", path: `/console/stock/{id}/${form}`, handler: carPost(deps, fieldForm(form)) })),
    { method: "POST", path: "/console/stock/{id}/photos/move", handler: carPost(deps, photoMove) },
    { method: "POST", path: "/console/stock/{id}/photos/remove", handler: carPost(deps, photoRemove) },
    {
      method: "POST",
      path: "/console/stock/{id}/photos",
      handler: uploadPhotos(deps, store),
      authorize: staffAuthorize(deps, CHANGE_STOCK),
      multipart: { files: PHOTOS_PER_UPLOAD, fileBytes: PHOTO_LIMITS.maxBytes },
    },
  ];
}

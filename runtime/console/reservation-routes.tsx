import type { ApiHandler, ApiRoute } from "../types/index.ts";
import { type AccountDeps, seeOther } from "../accounts/account-deps.ts";
import { carsById } from "../accounts/car-entry.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { canHandleReservations } from "../rules/console/staff-role.ts";
import { listPage } from "../rules/console/list-query.ts";
import { staffOnly, type RoleCheck, type StaffHandler } from "./console-guard.ts";
import { consoleHtml } from "./console-page.tsx";
import { siteTimeZone } from "./console-time.ts";
import { auditTrail } from "./audit-log.ts";
import { paymentHistory, reservationsPage, siteReservation } from "./reservation-list.ts";
import { handleDeposit, type DepositAction } from "./deposit-handling.ts";
import { ReservationsView, ReservationView } from "./reservation-view.tsx";

const RESERVATIONS: RoleCheck = { allows: canHandleReservations, refusal: "Your role does not handle reservations." };
const NOTICES: Record<string, string> = {
  capture: "The deposit is captured.",
  release: "The car is back on sale and the deposit is cancelled.",
  refund: "The deposit is refunded.",
  "provider-failed": "The payment provider did not do it: the deposit is as shown. A reservation that ended has its deposit given back by the next sweep.",
};

/** A reservations page or post for those whose role handles reservations; 403 for anyone else. */
const reservationsOnly = (deps: AccountDeps, handler: StaffHandler) => staffOnly(deps, handler, RESERVATIONS);

/** GET /console/reservations: the site's reservations, a page at a time. */
function reservationList(deps: AccountDeps): ApiHandler {
  return reservationsOnly(deps, async (_request, ctx, staff) => {
    const page = listPage(ctx.url.searchParams);
    const { rows, hasNext } = await reservationsPage(ctx.services.db, ctx.site.slug, page);
    const cars = await carsById(ctx.services.stock, rows.map(({ reservation }) => reservation.car_id));
    const view = { rows, cars, page, hasNext, timeZone: siteTimeZone(ctx.site) };
    return consoleHtml(200, { site: ctx.site, title: "Reservations", staff }, <ReservationsView {...view} />);
  });
}

/** GET /console/reservations/{id}: one reservation of the site and its deposit. */
function reservationPage(deps: AccountDeps): ApiHandler {
  return reservationsOnly(deps, async (_request, ctx, staff) => {
    const { db, stock } = ctx.services;
    const held = await siteReservation(db, ctx.site.slug, ctx.params.id!);
    if (!held) return htmlNotice(404, "There is no such reservation.", "/console/reservations");
    const [car, events, trail] = await Promise.all([stock.getById(held.reservation.car_id), paymentHistory(db, held.payment.id), auditTrail(db, ctx.site.slug, held.reservation.id)]);
    const view = { held, car, events, trail, notice: NOTICES[ctx.url.searchParams.get("done") ?? ""] ?? null, timeZone: siteTimeZone(ctx.site) };
    return consoleHtml(200, { site: ctx.site, title: "Reservation", staff }, <ReservationView {...view} />);
  });
}

/** POST /console/reservations/{id}/{action}: capture, release or refund, then back to the reservation. */
function depositPost(deps: AccountDeps, action: DepositAction): ApiHandler {
  return reservationsOnly(deps, async (_request, ctx, staff, now) => {
    const held = await siteReservation(ctx.services.db, ctx.site.slug, ctx.params.id!);
    if (!held) return htmlNotice(404, "There is no such reservation.", "/console/reservations");
    const path = `/console/reservations/${held.reservation.id}`;
    const outcome = await handleDeposit(ctx.services, staff, held, action, now);
    if (outcome === "not-now") return htmlNotice(409, "The reservation or its deposit has moved on: see where it stands now.", path);
    return seeOther(`${path}?done=${outcome === "done" ? action : outcome}`);
  });
}

export function consoleReservationRoutes(deps: AccountDeps): ApiRoute[] {
  return [
    { method: "GET", path: "/console/reservations", handler: reservationList(deps) },
    { method: "GET", path: "/console/reservations/{id}", handler: reservationPage(deps) },
    ...(["capture", "release", "refund"] as const).map((action): ApiRoute => ({ method: "POST", path: `/console/reservations/{id}/${action}`, handler: depositPost(deps, action) })),
  ];
}

import type { ApiHandler } from "../types/index.ts";
import { jsonResponse } from "../http/json-response.ts";
import { readJsonBody } from "../http/read-json-body.ts";
import type { AccountDeps } from "./account-deps.ts";
import { removeCar, saveCar, type SavedList } from "./saved-cars.ts";
import { carEntry, carState, siteCarById } from "./car-entry.ts";

const BODY_LIMIT_BYTES = 4096;

/**
 * POST /api/watchlist/save-car and /remove-car (spec §7): JSON `{phone_number, car_id}`, answered
 * `{success, message}`. Only the signed-in shopper's own number saves (spec §5: the watchlist needs a phone);
 * favourites (/api/favourites/save-car, /remove-car) take the same body and need only a session.
 */
export function changeSavedCar(list: SavedList, action: "save" | "remove", deps: AccountDeps): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return jsonResponse({ success: false, message: "Not found" }, 404);
    if (!ctx.user) return jsonResponse({ success: false, message: "Please sign in to save cars." }, 401);
    const read = await readJsonBody(request, BODY_LIMIT_BYTES);
    if (!read.ok) return read.response;
    const body = (read.body ?? {}) as { phone_number?: unknown; car_id?: unknown };
    if (list === "watchlist" && (!ctx.user.phone || body.phone_number !== ctx.user.phone)) {
      return jsonResponse({ success: false, message: "Please sign in with your mobile number to use the watchlist." }, 403);
    }
    const car = typeof body.car_id === "number" ? await siteCarById(ctx.services, ctx.site, body.car_id) : undefined;
    if (!car) return jsonResponse({ success: false, message: "That car is not listed on this site." }, 404);
    if (action === "save") await saveCar(ctx.services.db, list, ctx.user.id, carEntry(car), deps.now(), carState(car, ctx.site));
    else await removeCar(ctx.services.db, list, ctx.user.id, car.id);
    return jsonResponse({ success: true });
  };
}

/** GET /api/watchlist: the signed-in shopper's phone and saved car ids, for the Save buttons; empty when signed out. */
export function watchlistState(): ApiHandler {
  return async (_request, ctx) => {
    if (!ctx.site || !ctx.user) return jsonResponse({ phone_number: null, car_ids: [] });
    const saved = await ctx.services.db.selectFrom("watchlist").select("car_id").where("account_id", "=", ctx.user.id).execute();
    return jsonResponse({ phone_number: ctx.user.phone ?? null, car_ids: saved.map((row) => row.car_id) });
  };
}

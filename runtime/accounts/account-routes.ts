import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { jsonResponse } from "../http/json-response.ts";
import { type AccountDeps, foreignOrigin, isSecure, seeOther, type SiteContext } from "./account-deps.ts";
import { deleteAccount, findAccount, setName } from "./account-store.ts";
import { savedCars } from "./saved-cars.ts";
import { accountPasskeys } from "./passkey-store.ts";
import { accountSavedSearches } from "./saved-search-store.ts";
import { clearCookie, SESSION_COOKIE } from "./session-cookie.ts";
import { readForm } from "./read-form.ts";

type ShopperContext = SiteContext & { user: NonNullable<SiteContext["user"]> };
type AccountHandler = (request: Request, ctx: ShopperContext) => Promise<Response>;

/** An account page action: a signed-in shopper of this site, posting from this site. */
export function forShopper(handler: AccountHandler): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    if (!ctx.user) return seeOther("/sign-in?redirect=%2Fmy-account");
    if (request.method !== "GET" && foreignOrigin(request, ctx)) return htmlNotice(403, "This form must be sent from this site.", "/my-account");
    return handler(request, ctx as ShopperContext);
  };
}

/** An account page's form post: `forShopper`, its fields read. */
export function shopperFormPost(handler: (fields: URLSearchParams, ctx: ShopperContext) => Promise<Response>): ApiHandler {
  return forShopper(async (request, ctx) => {
    const form = await readForm(request);
    return form.ok ? handler(form.fields, ctx) : form.response;
  });
}

const NAME_LIMIT = 100;

/** POST /api/account (a form): the shopper's name. Phone and e-mail change through a code (/api/sign-in/code). */
export function updateAccount(deps: AccountDeps): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    const name = (fields.get("name") ?? "").trim().slice(0, NAME_LIMIT);
    await setName(ctx.services.db, ctx.user.id, name || null, deps.now());
    return seeOther("/my-account?changed=1");
  });
}

/** GET /api/account/data: everything the account holds, as a JSON download. */
export function downloadAccountData(): ApiHandler {
  return forShopper(async (_request, ctx) => {
    const { db } = ctx.services;
    const account = await findAccount(db, ctx.site.slug, ctx.user.id);
    if (!account) return seeOther("/sign-in?redirect=%2Fmy-account");
    const data = {
      account: { id: account.id, site: account.site_slug, name: account.name, phone: account.phone, email: account.email, alerts: account.alerts === 1, created_at: account.created_at, updated_at: account.updated_at },
      watchlist: await savedCars(db, "watchlist", account.id),
      favourites: await savedCars(db, "account_favourites", account.id),
      passkeys: await accountPasskeys(db, account.id),
      saved_searches: (await accountSavedSearches(db, account.id)).map(({ name, url, created_at, last_seen_at }) => ({ name, url, created_at, last_seen_at })),
      enquiries: await db
        .selectFrom("leads")
        .select(["id", "category", "car_id", "created_at"])
        .where("account_id", "=", account.id)
        .where("site_slug", "=", account.site_slug)
        .orderBy("created_at")
        .execute(),
      // Read here rather than through runtime/promotions, which sits above accounts.
      spins: await db.selectFrom("promotion_spins").select(["promotion_id", "prize", "created_at"]).where("account_id", "=", account.id).orderBy("created_at").execute(),
    };
    return jsonResponse(data, 200, { "content-disposition": `attachment; filename="${ctx.site.slug}-account.json"` });
  });
}

/** POST /api/account/delete (a form): deletes the account, its sessions and saved cars, and signs out. */
export function removeAccount(): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    if (fields.get("confirm") !== "1") return seeOther("/my-account?problem=confirm");
    await deleteAccount(ctx.services.db, ctx.user.id);
    return seeOther("/?account=deleted", [clearCookie(SESSION_COOKIE, isSecure(ctx))]);
  });
}

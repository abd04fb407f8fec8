import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { logError } from "../http/log.ts";
import { siteSearchReader } from "../search-ui/saved-search-matches.ts";
import { type AccountDeps, seeOther } from "./account-deps.ts";
import { forShopper, shopperFormPost } from "./account-routes.ts";
import { siteFormPost } from "./read-form.ts";
import { openSavedSearch, removeSavedSearch, SAVED_SEARCHES_PER_ACCOUNT, saveSearch } from "./saved-search-store.ts";

const URL_LIMIT = 1000;
const GARAGE = "/my-garage";

/** A results page's path and query on this site, or null for anything else (another site, another page). */
function searchPath(posted: string | null): string | null {
  if (!posted || posted.length > URL_LIMIT || !/^\/search(\/|\?|$)/.test(posted)) return null;
  const url = new URL(posted, "http://site.invalid");
  return url.host === "site.invalid" ? `${url.pathname}${url.search}` : null;
}

/**
 * POST /api/saved-searches (a form on the results page): keeps the page's URL state for the signed-in shopper,
 * named by its heading, and shows it in their garage. Signed out, the shopper signs in and comes back to the search.
 */
export function saveShopperSearch(deps: AccountDeps): ApiHandler {
  return siteFormPost(async (_request, ctx, fields) => {
    const path = searchPath(fields.get("url"));
    if (!path) return htmlNotice(400, "Only a search of this site's cars can be saved.", "/");
    if (!ctx.user) return seeOther(`/sign-in?type=my-garage&redirect=${encodeURIComponent(path)}`);
    const now = deps.now();
    const name = await siteSearchReader({ site: ctx.site, services: ctx.services }, now)
      .then((read) => read(path).heading)
      .catch((error: unknown) => {
        logError(`saved search named without the search service: site=${ctx.site.slug}`, error);
        return "Saved search";
      });
    if (!(await saveSearch(ctx.services.db, ctx.user.id, name, path, now))) {
      return htmlNotice(409, `You can keep at most ${SAVED_SEARCHES_PER_ACCOUNT} saved searches. Remove one in your garage to save another.`, GARAGE);
    }
    return seeOther(`${GARAGE}?search=saved`);
  });
}

/** GET /api/saved-searches/open?id=: marks one of the shopper's saved searches seen and goes to its results. */
export function openShopperSearch(deps: AccountDeps): ApiHandler {
  return forShopper(async (_request, ctx) => seeOther((await openSavedSearch(ctx.services.db, ctx.user.id, ctx.url.searchParams.get("id") ?? "", deps.now())) ?? GARAGE));
}

/** POST /api/saved-searches/remove (a form): forgets one of the shopper's saved searches. */
export function removeShopperSearch(): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    await removeSavedSearch(ctx.services.db, ctx.user.id, fields.get("id") ?? "");
    return seeOther(GARAGE);
  });
}

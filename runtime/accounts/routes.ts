import type { ApiRoute } from "../types/index.ts";
import { createSharedRateLimits } from "../http/shared-rate-limits.ts";
import type { AccountDeps } from "./account-deps.ts";
import { requestCode } from "./request-code.ts";
import { verifyCode } from "./verify-code.ts";
import { signOut } from "./sign-out.ts";
import { downloadAccountData, removeAccount, updateAccount } from "./account-routes.ts";
import { changeSavedCar, watchlistState } from "./watchlist-routes.ts";
import { passkeyRegistrationOptions, passkeySignInOptions } from "./passkey-options.ts";
import { signInWithPasskey } from "./passkey-sign-in.ts";
import { addPasskey, removeShopperPasskey } from "./add-passkey.ts";
import { openShopperSearch, removeShopperSearch, saveShopperSearch } from "./saved-search-routes.ts";
import { changeAlerts, confirmUnsubscribe, unsubscribeAddress } from "./alerts/alert-routes.ts";

const PER_IP_DEFAULT = 20;

/** What sign-in routes share (the dealer console's too): the cookie secret, rate limits from the environment, the clock, the server's own port. */
export function accountDeps(secret: string, localPort: number, options: Partial<Omit<AccountDeps, "secret" | "localPort">> = {}): AccountDeps {
  const perIp = Number(process.env.SIGN_IN_RATE_LIMIT_PER_IP);
  return {
    secret,
    limiter: options.limiter ?? createSharedRateLimits(),
    perIpLimit: options.perIpLimit ?? (Number.isInteger(perIp) && perIp > 0 ? perIp : PER_IP_DEFAULT),
    now: options.now ?? (() => new Date()),
    localPort,
  };
}

/** The accounts API: sign-in with a one-time code or a passkey, sign-out, the account page's actions, passkeys, saved searches, saved cars and alerts (their unsubscribe links). */
export function accountRoutes(secret: string, localPort: number, options: Partial<Omit<AccountDeps, "secret" | "localPort">> = {}): ApiRoute[] {
  const deps = accountDeps(secret, localPort, options);
  return [
    { method: "POST", path: "/api/sign-in/code", handler: requestCode(deps) },
    { method: "POST", path: "/api/sign-in/verify", handler: verifyCode(deps) },
    { method: "POST", path: "/api/sign-in/passkey/options", handler: passkeySignInOptions(deps) },
    { method: "POST", path: "/api/sign-in/passkey", handler: signInWithPasskey(deps) },
    { method: "POST", path: "/api/sign-out", handler: signOut(deps) },
    { method: "POST", path: "/api/account", handler: updateAccount(deps) },
    { method: "GET", path: "/api/account/data", handler: downloadAccountData() },
    { method: "POST", path: "/api/account/delete", handler: removeAccount() },
    { method: "POST", path: "/api/account/alerts", handler: changeAlerts() },
    { method: "GET", path: "/api/unsubscribe", handler: confirmUnsubscribe() },
    { method: "POST", path: "/api/unsubscribe", handler: unsubscribeAddress(deps) },
    { method: "POST", path: "/api/passkeys/options", handler: passkeyRegistrationOptions(deps) },
    { method: "POST", path: "/api/passkeys/add", handler: addPasskey(deps) },
    { method: "POST", path: "/api/passkeys/remove", handler: removeShopperPasskey() },
    { method: "POST", path: "/api/saved-searches", handler: saveShopperSearch(deps) },
    { method: "GET", path: "/api/saved-searches/open", handler: openShopperSearch(deps) },
    { method: "POST", path: "/api/saved-searches/remove", handler: removeShopperSearch() },
    { method: "GET", path: "/api/watchlist", handler: watchlistState() },
    { method: "POST", path: "/api/watchlist/save-car", handler: changeSavedCar("watchlist", "save", deps) },
    { method: "POST", path: "/api/watchlist/remove-car", handler: changeSavedCar("watchlist", "remove", deps) },
    { method: "POST", path: "/api/favourites/save-car", handler: changeSavedCar("account_favourites", "save", deps) },
    { method: "POST", path: "/api/favourites/remove-car", handler: changeSavedCar("account_favourites", "remove", deps) },
  ];
}

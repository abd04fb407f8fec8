import type { ApiRoute } from "../types/index.ts";
import { createSharedRateLimits } from "../http/shared-rate-limits.ts";
import type { AccountDeps } from "./account-deps.ts";
import { requestCode } from "./request-code.ts";
import { verifyCode } from "./verify-code.ts";
import { signOut } from "./sign-out.ts";
import { downloadAccountData, removeAccount, updateAccount } from "./account-routes.ts";
import { changeSavedCar, watchlistState } from "./watchlist-routes.ts";

const PER_IP_DEFAULT = 20;

/** What sign-in routes share (the dealer console's too): the cookie secret, rate limits from the environment, the clock. */
export function accountDeps(secret: string, options: Partial<Omit<AccountDeps, "secret">> = {}): AccountDeps {
  const perIp = Number(process.env.SIGN_IN_RATE_LIMIT_PER_IP);
  return {
    secret,
    limiter: options.limiter ?? createSharedRateLimits(),
    perIpLimit: options.perIpLimit ?? (Number.isInteger(perIp) && perIp > 0 ? perIp : PER_IP_DEFAULT),
    now: options.now ?? (() => new Date()),
  };
}

/** The accounts API: sign-in with a one-time code, sign-out, the account page's actions and saved cars. */
export function accountRoutes(secret: string, options: Partial<Omit<AccountDeps, "secret">> = {}): ApiRoute[] {
  const deps = accountDeps(secret, options);
  return [
    { method: "POST", path: "/api/sign-in/code", handler: requestCode(deps) },
    { method: "POST", path: "/api/sign-in/verify", handler: verifyCode(deps) },
    { method: "POST", path: "/api/sign-out", handler: signOut(deps) },
    { method: "POST", path: "/api/account", handler: updateAccount(deps) },
    { method: "GET", path: "/api/account/data", handler: downloadAccountData() },
    { method: "POST", path: "/api/account/delete", handler: removeAccount() },
    { method: "GET", path: "/api/watchlist", handler: watchlistState() },
    { method: "POST", path: "/api/watchlist/save-car", handler: changeSavedCar("watchlist", "save", deps) },
    { method: "POST", path: "/api/watchlist/remove-car", handler: changeSavedCar("watchlist", "remove", deps) },
    { method: "POST", path: "/api/favourites/save-car", handler: changeSavedCar("account_favourites", "save", deps) },
    { method: "POST", path: "/api/favourites/remove-car", handler: changeSavedCar("account_favourites", "remove", deps) },
  ];
}

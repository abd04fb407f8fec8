import type { LoaderContext } from "../types/index.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";
import { findAccount } from "./account-store.ts";
import { savedCars } from "./saved-cars.ts";
import { accountPasskeys } from "./passkey-store.ts";
import { dateLabel } from "../rules/date-time-labels.ts";

export interface AccountPage {
  name: string;
  phone: string | null;
  email: string | null;
  notice: string | null;
  /** Whether the shopper gets the daily alerts digest (watched cars' price drops and sales, saved searches' new cars). */
  alerts: boolean;
  /** The account's passkeys, oldest first, with the days they were added and last used. */
  passkeys: { id: string; name: string; added: string; lastUsed: string | null }[];
}

const NOTICES: Record<string, string> = {
  changed: "Your details have been saved.",
  taken: "That phone number or e-mail address belongs to another account.",
  confirm: "Tick 'I understand' to delete your account.",
  "passkey-added": "Your passkey has been added. Next time, sign in with it.",
  "passkey-removed": "Your passkey has been removed.",
  "passkey-gone": "That passkey was already removed.",
  "alerts-on": "Alerts are on.",
  "alerts-off": "Alerts are off. We will send you no more alerts.",
};

/** The account page's details for the signed-in shopper (the page is gated, so there is one). */
export async function accountPage(ctx: Pick<LoaderContext, "url" | "services" | "site" | "user">): Promise<AccountPage | null> {
  const account = ctx.user ? await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id) : undefined;
  if (!account) return null;
  const { searchParams } = ctx.url;
  const passkeyNotice = searchParams.get("passkey");
  const alertsNotice = searchParams.get("alerts");
  const key = searchParams.get("problem") ?? (passkeyNotice ? `passkey-${passkeyNotice}` : alertsNotice ? `alerts-${alertsNotice}` : searchParams.get("changed") ? "changed" : "");
  return {
    name: account.name ?? "",
    phone: account.phone,
    email: account.email,
    notice: NOTICES[key] ?? null,
    alerts: account.alerts === 1,
    passkeys: (await accountPasskeys(ctx.services.db, account.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: dateLabel(passkey.created_at.slice(0, 10)),
      lastUsed: passkey.last_used_at && dateLabel(passkey.last_used_at.slice(0, 10)),
    })),
  };
}

/** The signed-in shopper's watchlist or favourites; none when signed out. */
export async function shopperSavedCars(ctx: Pick<LoaderContext, "services" | "user">, list: "watchlist" | "favourites"): Promise<FavouriteEntry[]> {
  if (!ctx.user) return [];
  return savedCars(ctx.services.db, list === "watchlist" ? "watchlist" : "account_favourites", ctx.user.id);
}

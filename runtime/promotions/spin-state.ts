import type { Promotion, Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import { inStock } from "../rules/prize-draw.ts";
import { promotionDateText, promotionWindow } from "../rules/promotion-window.ts";
import type { SpinState } from "./spin-page-data.ts";
import { findSpin, prizesWon, type Spinner } from "./spin-store.ts";

export const NO_PROMOTION = "There is no spin-to-win promotion running at the moment. Please check back soon.";

/** The state of a spin that won `prize`: what the wheel lands on and what the shopper is told. */
export function wonState(promotion: Promotion, prize: string): SpinState {
  return {
    kind: "won",
    prize,
    prizeIndex: promotion.prizes.findIndex((entry) => entry.label === prize),
    message: `You won: ${prize}! We've passed your win to our team, who will be in touch to arrange your prize.`,
  };
}

/** Not running: before the start or after the end, with the date that applies. */
export function notRunningState(site: Site, promotion: Promotion, now: Date): SpinState {
  const upcoming = promotionWindow(promotion, now) === "upcoming";
  const message = upcoming
    ? `${promotion.title} is not running yet: spins open on ${promotionDateText(promotion.start, site.address.state)}.`
    : `${promotion.title} is not running: it closed on ${promotionDateText(promotion.end, site.address.state)}.`;
  return { kind: "not-running", message };
}

export const allWonState = (promotion: Promotion): SpinState => ({
  kind: "all-won",
  message: `Every prize in ${promotion.title} has been won. Thank you for taking part.`,
});

/** Where the shopper (null: signed out) stands with the promotion at `now`: their earlier result first. */
export async function spinState(db: Database, site: Site, promotion: Promotion, spinner: Spinner | null, now: Date): Promise<SpinState> {
  const spin = spinner ? await findSpin(db, site.slug, promotion.id, spinner) : undefined;
  if (spin) return wonState(promotion, spin.prize);
  if (promotionWindow(promotion, now) !== "running") return notRunningState(site, promotion, now);
  const won = await prizesWon(db, site.slug, promotion.id);
  return promotion.prizes.some((prize) => inStock(prize, won.get(prize.label) ?? 0)) ? { kind: "ready" } : allWonState(promotion);
}

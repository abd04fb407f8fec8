import { isOfferCurrent } from "../rules/offers.ts";
import type { Site } from "../types/index.ts";

/** A promo card of the site's search options (spec §3 promo node). */
export type PromoCard = Site["search_results"]["promo_cards"][number];

export type ResultSlot<T> = { kind: "hit"; hit: T } | { kind: "promo"; promo: PromoCard; key: string };

/** Spec §2: a promo node shows only between its start and expiry (open ends always pass). */
export function isPromoActive(promo: PromoCard, now: Date): boolean {
  return promo.display && isOfferCurrent(promo, now);
}

/** Each promo's random extra positions for one page view (one site adds 0 to 2 at random to its base). */
export function promoExtras(promos: readonly PromoCard[], random: () => number = Math.random): number[] {
  return promos.map((promo) => Math.floor(random() * (promo.random_extra + 1)));
}

/**
 * The cards of a results page with the active promos inserted at their positions (base plus the page view's
 * extra). A position past the last card puts the promo at the end, unless the promo is strict.
 */
export function placePromos<T>(hits: readonly T[], promos: readonly PromoCard[], extras: readonly number[], now: Date): ResultSlot<T>[] {
  const slots: ResultSlot<T>[] = hits.map((hit) => ({ kind: "hit", hit }));
  const placed = promos
    .map((promo, index) => ({ promo, index, position: promo.position + (extras[index] ?? 0) }))
    .filter(({ promo }) => isPromoActive(promo, now))
    .sort((a, b) => a.position - b.position);
  for (const { promo, index, position } of placed) {
    if (position > slots.length && promo.strictDisplay) continue;
    slots.splice(Math.min(position, slots.length), 0, { kind: "promo", promo, key: `promo-${index}` });
  }
  return slots;
}

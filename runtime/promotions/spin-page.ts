import type { LoaderContext, Promotion, Site } from "../types/index.ts";
import { currentPromotion } from "../rules/promotion-window.ts";
import type { SpinPageData } from "./spin-page-data.ts";
import { NO_PROMOTION, spinState } from "./spin-state.ts";

type PageContext = Pick<LoaderContext, "site" | "url" | "services" | "user">;

/** The promotion a page shows: the one it names, or the site's current one. */
export function pagePromotion(site: Site, promotionId: string | null, now: Date): Promotion | undefined {
  return promotionId ? site.promotions.find((promotion) => promotion.id === promotionId) : currentPromotion(site.promotions, now);
}

/** The spin-to-win page: the promotion's wheel and terms, and the shopper's earlier result or whether they may spin. */
export async function spinToWinPage(promotionId: string | null, ctx: PageContext, now = new Date()): Promise<SpinPageData> {
  const back = ctx.url.pathname;
  const promotion = pagePromotion(ctx.site, promotionId, now);
  if (!promotion) return { promotion: null, state: { kind: "not-running", message: NO_PROMOTION }, back };
  return {
    promotion: { id: promotion.id, title: promotion.title, prizes: promotion.prizes.map((prize) => prize.label), terms: promotion.terms },
    state: await spinState(ctx.services.db, ctx.site, promotion, ctx.user, now),
    back,
  };
}

import { randomInt } from "node:crypto";
import type { ApiHandler, ApiRoute, Promotion } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { jsonResponse } from "../http/json-response.ts";
import { foreignOrigin, seeOther } from "../accounts/account-deps.ts";
import { readForm } from "../accounts/read-form.ts";
import { findAccount } from "../accounts/account-store.ts";
import { safeBackPath } from "../forms/form-post-fields.ts";
import { spinWheel } from "./spin-wheel.ts";
import { allWonState, notRunningState, wonState } from "./spin-state.ts";
import type { SpinState } from "./spin-page-data.ts";

/** A uniform number in [0, 1) from the operating system's generator: shoppers cannot predict their draw. */
const RANDOM_STEPS = 2 ** 32;
const secureRandom = () => randomInt(RANDOM_STEPS) / RANDOM_STEPS;

/**
 * POST /api/spin-to-win: the wheel's button, a plain form post (promotion, back). Without JavaScript it answers
 * with a redirect back to the page, which shows the result; the block's script asks for JSON instead and turns
 * the wheel to the prize the answer names.
 */
function spin(now: () => Date, random: () => number): ApiHandler {
  return async (request, ctx) => {
    const json = (request.headers.get("accept") ?? "").includes("application/json");
    const refuse = (status: number, message: string, back: string) => (json ? jsonResponse({ message, status }, status) : htmlNotice(status, message, back));
    if (!ctx.site) return refuse(404, "Not found", "/");
    if (foreignOrigin(request, ctx)) return refuse(403, "This form must be sent from this site.", "/");
    const form = await readForm(request);
    if (!form.ok) return form.response;
    const back = safeBackPath(form.fields.get("back"));
    const promotion = ctx.site.promotions.find((entry) => entry.id === form.fields.get("promotion"));
    if (!promotion) return refuse(404, "This promotion does not exist.", back);
    if (!ctx.user) {
      if (json) return refuse(401, "Please sign in to spin.", back);
      return seeOther(`/sign-in?${new URLSearchParams({ type: "spin-to-win", redirect: back })}`);
    }
    const account = await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id);
    if (!account) return refuse(401, "Please sign in to spin.", back);
    const outcome = await spinWheel(ctx.services.db, { site: ctx.site, promotion, account, now: now(), random });
    return json ? jsonResponse({ state: answer(ctx.site, promotion, outcome, now()) }) : seeOther(back);
  };
}

function answer(site: Parameters<typeof notRunningState>[0], promotion: Promotion, outcome: Awaited<ReturnType<typeof spinWheel>>, now: Date): SpinState {
  switch (outcome.kind) {
    case "spun":
      return wonState(promotion, outcome.spin.prize);
    case "not-running":
      return notRunningState(site, promotion, now);
    case "all-won":
      return allWonState(promotion);
  }
}

/** The spin-to-win routes; `now` and `random` are what tests control. */
export function spinRoutes(now: () => Date = () => new Date(), random: () => number = secureRandom): ApiRoute[] {
  return [{ method: "POST", path: "/api/spin-to-win", handler: spin(now, random) }];
}

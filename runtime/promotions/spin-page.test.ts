import { describe, expect, it } from "vitest";
import { capOrWash, RUNNING, spinSite } from "../../tests/kit/promotions/spin-fixtures.ts";
import type { LoaderContext } from "../types/index.ts";
import { pagePromotion, spinToWinPage } from "./spin-page.ts";
import { NO_PROMOTION } from "./spin-state.ts";

const later = { ...capOrWash, id: "autumn-spin", start: "2027-03-01T00:00:00+10:00", end: "2027-04-01T00:00:00+10:00" };

describe("the spin-to-win page's promotion", () => {
  it("is the one the block names, else the site's current one", () => {
    const site = spinSite([later, capOrWash]);
    expect(pagePromotion(site, null, RUNNING)?.id).toBe("summer-spin");
    expect(pagePromotion(site, "autumn-spin", RUNNING)?.id).toBe("autumn-spin");
    expect(pagePromotion(site, "no-such-promotion", RUNNING)).toBeUndefined();
  });

  it("says so on a site without promotions", async () => {
    const ctx = { site: spinSite([]), url: new URL("https://harbourmotors.com.au/spin-to-win"), services: {}, user: null } as unknown as LoaderContext;
    expect(await spinToWinPage(null, ctx, RUNNING)).toEqual({ promotion: null, state: { kind: "not-running", message: NO_PROMOTION }, back: "/spin-to-win" });
  });
});

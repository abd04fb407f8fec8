import { describe, expect, it } from "vitest";
import { disclaimerHandler } from "./routes.ts";
import { apiContext } from "../../tests/kit/finance/route-fixtures.ts";
import { financeCar, financeSite, lenderEntry } from "../../tests/kit/finance/test-fixtures.ts";

const cars = [
  financeCar({ id: 1, finance_lenders: { Taurus: lenderEntry("Taurus", { disclaimer: "Taurus terms apply." }) } }),
  financeCar({ id: 2 }),
  financeCar({ id: 3, dealership_id: 999 }),
];
const ask = (query: string, site = financeSite("Taurus")) =>
  disclaimerHandler(new Request(`http://x/api/finance/disclaimer${query}`), apiContext(site, cars, `http://x/api/finance/disclaimer${query}`));

describe("GET /api/finance/disclaimer", () => {
  it("answers the disclaimer of the car's entry for the site's provider", async () => {
    const response = await ask("?car_id=1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ disclaimer: "Taurus terms apply." });
  });

  it("falls back to the site's disclaimer", async () => {
    expect(await (await ask("?car_id=2", financeSite("Taurus", { disclaimer: "Ours." }))).json()).toEqual({ disclaimer: "Ours." });
  });

  it("needs a car id of one of the site's cars", async () => {
    expect((await ask("")).status).toBe(400);
    expect((await ask("?car_id=abc")).status).toBe(400);
    expect((await ask("?car_id=3")).status).toBe(404);
    expect((await ask("?car_id=77")).status).toBe(404);
  });
});

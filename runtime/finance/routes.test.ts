import { describe, expect, it } from "vitest";
import { financeRoutes } from "./routes.ts";

describe("financeRoutes", () => {
  it("registers the quote, trade-in estimate and disclaimer endpoints for site hosts only", () => {
    expect(financeRoutes.map((route) => `${route.method} ${route.path}`)).toEqual([
      "POST /api/youx/quote",
      "POST /api/trade-in/estimate",
      "GET /api/finance/disclaimer",
    ]);
    expect(financeRoutes.every((route) => !route.anyHost)).toBe(true);
  });
});

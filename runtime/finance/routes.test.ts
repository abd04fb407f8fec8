import { describe, expect, it } from "vitest";
import { JSON_ONLY, NOT_JSON, NOT_UTF8, TOO_LARGE } from "../http/read-json-body.ts";
import { apiContext } from "../../tests/kit/finance/route-fixtures.ts";
import { financeRoutes } from "./routes.ts";
import { financeSite } from "../../tests/kit/finance/test-fixtures.ts";

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

describe.each([
  ["/api/youx/quote", financeSite(null, { quote: { enabled: true } })],
  ["/api/trade-in/estimate", financeSite(null)],
])("POST %s refuses a bad body as the lead API does", (path, site) => {
  const route = financeRoutes.find((candidate) => candidate.method === "POST" && candidate.path === path)!;
  const post = async (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) => {
    const request = new Request(`http://harbour-motors.localhost${path}`, { method: "POST", headers, body });
    const response = await route.handler(request, apiContext(site, []));
    return { status: response.status, body: await response.json() };
  };
  const json = { "content-type": "application/json" };

  it("answers 415 unless the body is sent as application/json", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonp"]) {
      expect(await post("{}", { "content-type": type }), type).toEqual({
        status: 415,
        body: { errors: [{ field: "Content-Type", message: JSON_ONLY }] },
      });
    }
    expect((await post("{}", {})).status).toBe(415);
  });

  it("answers 400 for a body that is not JSON or not UTF-8", async () => {
    expect(await post("{oops", json)).toEqual({ status: 400, body: { errors: [{ field: "body", message: NOT_JSON }] } });
    expect(await post(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]), json)).toEqual({
      status: 400,
      body: { errors: [{ field: "body", message: NOT_UTF8 }] },
    });
  });

  it("answers 413 for a body over 16 KiB, in the platform's shape with the API's errors", async () => {
    expect(await post(JSON.stringify({ make: "x".repeat(17 * 1024) }), json)).toEqual({
      status: 413,
      body: { message: TOO_LARGE, status: 413, errors: [{ field: "body", message: TOO_LARGE }] },
    });
  });
});

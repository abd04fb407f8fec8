import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { createLeadRoutes } from "./lead-routes.ts";
import { leadRequest, testCar, testContext, testSite, validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";
import { HOSTILE_TEXTS, malformedBody, seededRandom } from "../../tests/kit/leads/fuzz-bodies.ts";

const routes = createLeadRoutes({ overrides: { perIp: 1_000_000, perSite: 1_000_000 } });
const handlerOf = (path: string) => routes.find((r) => r.path === path)!.handler;

describe("lead API fuzz", () => {
  forEachBackend((backend) => {
    const count = backend.name === "sqlite" ? 3000 : 1500;

    it(`answers ${count} malformed bodies with 4xx only`, async () => {
      const { db } = await backend.open();
      const ctx = testContext(testSite(), db, [testCar()]);
      const random = seededRandom(backend.name === "sqlite" ? 1 : 2);
      const statuses = new Map<number, number>();
      for (let i = 0; i < count; i++) {
        const body = malformedBody(random);
        const path = i % 5 === 0 ? "/api/miscellaneous" : "/api/leads";
        const response = await handlerOf(path)(leadRequest(body, {}, path), ctx);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status < 400 || response.status >= 500)
          throw new Error(`status ${response.status} for ${path} body ${body.slice(0, 300)}`);
        const payload = (await response.json()) as { errors: { field: string; message: string }[] };
        expect(payload.errors.length).toBeGreaterThan(0);
        expect(new Set(payload.errors.map((e) => e.field)).size).toBe(payload.errors.length);
      }
      expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    }, 120_000);

    it("stores hostile but valid text verbatim, as data", async () => {
      const { db } = await backend.open();
      const ctx = testContext(testSite(), db, [testCar()]);
      for (const text of HOSTILE_TEXTS) {
        const response = await handlerOf("/api/leads")(
          leadRequest(validEnquiry({ message: text, last_name: text.slice(0, 100) })),
          ctx,
        );
        expect(response.status).toBe(201);
        const { lead_id } = (await response.json()) as { lead_id: string };
        const row = await db.selectFrom("leads").select("payload").where("id", "=", lead_id).executeTakeFirstOrThrow();
        expect(JSON.parse(row.payload).message).toBe(text);
      }
      expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(HOSTILE_TEXTS.length);
    }, 60_000);
  });
});

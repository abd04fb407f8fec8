import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { capOrWash, RUNNING, shopper, spinDatabases, spinSite } from "../../tests/kit/promotions/spin-fixtures.ts";
import type { ApiContext, Services, SignedInUser } from "../types/index.ts";
import { spinRoutes } from "./spin-routes.ts";

const ORIGIN = "https://harbourmotors.com.au";

describe("POST /api/spin-to-win", () => {
  forEachBackend((backend) => {
    it("spins by plain form post (a redirect back to the page) or for JSON, once per account; refuses what it must", async () => {
      const [db] = await spinDatabases(backend);
      const site = spinSite();
      const [route] = spinRoutes(() => RUNNING, () => 0.75);
      const account = await shopper(db!, site, "ada@example.com");
      const ada: SignedInUser = { id: account.id, phone: null, email: "ada@example.com", name: null };
      const send = (fields: Record<string, string>, user: SignedInUser | null, headers: Record<string, string> = {}, body = new URLSearchParams(fields).toString()) => {
        const request = new Request(`${ORIGIN}/api/spin-to-win`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
        const ctx: ApiContext = { site, params: {}, url: new URL(request.url), user, services: { db } as unknown as Services, ip: "203.0.113.9" };
        return route!.handler(request, ctx);
      };
      const form = { promotion: capOrWash.id, back: "/spin-to-win" };

      const signedOut = await send(form, null);
      expect(signedOut.headers.get("location")).toBe("/sign-in?type=spin-to-win&redirect=%2Fspin-to-win");
      expect((await send(form, null, { accept: "application/json" })).status).toBe(401);
      expect((await send(form, ada, { origin: "https://evil.example" })).status).toBe(403);
      expect((await send({ ...form, promotion: "no-such-promotion" }, ada)).status).toBe(404);
      expect((await send(form, ada, {}, "x".repeat(70_000))).status).toBe(413);
      expect(await db!.selectFrom("promotion_spins").selectAll().execute()).toEqual([]);

      const posted = await send({ ...form, back: "//evil.example/x" }, ada);
      expect([posted.status, posted.headers.get("location")]).toEqual([303, "/"]);
      const json = await send(form, ada, { accept: "application/json" });
      expect(await json.json()).toMatchObject({ state: { kind: "won", prize: "Car wash", prizeIndex: 1 } });
      expect(await db!.selectFrom("promotion_spins").selectAll().execute()).toHaveLength(1);
    });
  });
});

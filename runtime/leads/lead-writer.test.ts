import { describe, expect, it, vi } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { createLeadWriter } from "./lead-writer.ts";
import type { StoreLeadInput } from "./lead-store.ts";

function input(name: string, overrides: Partial<StoreLeadInput> = {}): StoreLeadInput {
  return {
    siteSlug: "harbour-motors",
    userData: { name },
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: ["crm"],
    now: new Date("2026-11-22T03:00:00Z"),
    checkComplete: () => [],
    ...overrides,
  };
}

describe("lead writer (group commit)", () => {
  forEachBackend((backend) => {
    it("stores concurrent submissions in shared transactions, each acknowledged after its commit", async () => {
      const { db } = await backend.open();
      const writer = createLeadWriter(db);
      const transactions = vi.spyOn(db, "transaction");
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => writer.store(input(`Lead ${i}`))));
      expect(results.every((r) => r.kind === "created")).toBe(true);
      // Submissions that arrive together share one commit.
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(60);
      expect(await db.selectFrom("lead_outbox").selectAll().execute()).toHaveLength(60);
    });

    it("settles only after every lead handed to it is written, so shutting down loses none", async () => {
      const { db } = await backend.open();
      const writer = createLeadWriter(db);
      await writer.settled();
      // Nobody awaits these, as when the shopper's connection has gone while the server shuts down.
      for (let i = 0; i < 250; i++) void writer.store(input(`Lead ${i}`));
      await writer.settled();
      expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(250);
    });

    it("answers a retry in the same batch as a replay and a reused key as a conflict", async () => {
      const { db } = await backend.open();
      const writer = createLeadWriter(db);
      const key = { key: "same", bodyHash: "h1" };
      const [first, retry, other] = await Promise.all([
        writer.store(input("Ada", { idempotency: key })),
        writer.store(input("Ada", { idempotency: key })),
        writer.store(input("Eve", { idempotency: { key: "same", bodyHash: "h2" } })),
      ]);
      expect(first!.kind).toBe("created");
      expect(retry).toMatchObject({ kind: "replayed", leadId: (first as { leadId: string }).leadId, secret: expect.any(String) });
      expect(other).toEqual({ kind: "conflict" });
    });

    it("keeps the others when one submission of a batch fails", async () => {
      const { db } = await backend.open();
      const writer = createLeadWriter(db);
      const broken = input("Broken", {
        checkComplete: () => {
          throw new Error("boom");
        },
      });
      const outcomes = await Promise.allSettled([writer.store(input("A")), writer.store(broken), writer.store(input("B"))]);
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const names = (await db.selectFrom("leads").select("payload").execute()).map((r) => JSON.parse(r.payload).name).sort();
      expect(names).toEqual(["A", "B"]);
    });
  });
});

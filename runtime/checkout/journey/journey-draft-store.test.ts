import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { deleteDraft, loadDraft, saveDraft } from "./journey-draft-store.ts";

const ada = { site_slug: "harbour-motors", account_id: "ada", car_id: 7001 };

describe("the journey's draft store", () => {
  forEachBackend((backend) => {
    it("keeps one draft per shopper and car, replaced at each step, and none once finished", async () => {
      const database = await openDatabase(await backend.freshOptions());
      const { db } = database;
      try {
        const now = new Date("2026-12-05T00:00:00Z");
        expect(await loadDraft(db, ada)).toBeNull();
        await saveDraft(db, ada, { step: "delivery", answers: { details: { name: "Ada", licence_state: "nsw" } } }, now);
        await saveDraft(db, { ...ada, car_id: 7002 }, { step: "details", answers: {} }, now);
        await saveDraft(db, { ...ada, account_id: "grace" }, { step: "review", answers: {} }, now);
        await saveDraft(db, ada, { step: "trade-in", answers: { details: { name: "Ada" }, delivery: { handover: "pickup" } } }, now);
        expect(await loadDraft(db, ada)).toEqual({ step: "trade-in", answers: { details: { name: "Ada" }, delivery: { handover: "pickup" } } });
        expect(await loadDraft(db, { ...ada, site_slug: "summit-auto-group" })).toBeNull();
        await deleteDraft(db, ada);
        expect(await loadDraft(db, ada)).toBeNull();
        expect((await loadDraft(db, { ...ada, account_id: "grace" }))?.step).toBe("review");
      } finally {
        await database.close();
      }
    });
  });
});

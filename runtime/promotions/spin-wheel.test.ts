import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { capOrWash, RUNNING, shopper, spinDatabases, spinSite } from "../../tests/kit/promotions/spin-fixtures.ts";
import type { Database } from "../types/services.ts";
import { spinWheel } from "./spin-wheel.ts";
import { spinState } from "./spin-state.ts";
import { SPIN_CATEGORY } from "./spin-lead.ts";
import { deleteAccount } from "../accounts/account-store.ts";

/** Always the first prize still in stock. */
const first = () => 0;
const spins = (db: Database) => db.selectFrom("promotion_spins").selectAll().execute();
const spinLeads = (db: Database) => db.selectFrom("leads").selectAll().where("category", "=", SPIN_CATEGORY).execute();

describe("spin to win (issue 20 §3: one spin per account, drawn on the server, kept, sent as a lead)", () => {
  forEachBackend((backend) => {
    it("a spin wins a prize, keeps it with the dealer's lead, and a second spin gives the same result", async () => {
      const [db] = await spinDatabases(backend);
      const site = spinSite();
      const account = await shopper(db!, site, "ada@example.com");
      expect(await spinState(db!, site, capOrWash, account, RUNNING)).toEqual({ kind: "ready" });
      const spun = await spinWheel(db!, { site, promotion: capOrWash, account, now: RUNNING, random: first });
      expect(spun).toMatchObject({ kind: "spun", fresh: true, spin: { prize: "Cap", prize_unit: 1 } });
      const again = await spinWheel(db!, { site, promotion: capOrWash, account, now: RUNNING, random: () => 0.99 });
      expect(again).toMatchObject({ kind: "spun", fresh: false, spin: { prize: "Cap" } });
      expect(await spinState(db!, site, capOrWash, account, RUNNING)).toMatchObject({ kind: "won", prize: "Cap", prizeIndex: 0 });
      const [lead] = await spinLeads(db!);
      expect(lead).toMatchObject({ status: "complete" });
      expect(JSON.parse(lead!.payload)).toMatchObject({ category: SPIN_CATEGORY, subcategory: "Summer Spin", email: "ada@example.com", message: 'Won "Cap" in Summer Spin (promotion summer-spin).' });
      expect((await spins(db!))[0]!.lead_id).toBe(lead!.id);
    });

    it("double clicks, two tabs and two servers at once give one spin and one lead per account", async () => {
      // One process owns a SQLite file; on PostgreSQL two servers share the database.
      const dbs = await spinDatabases(backend, backend.name === "postgres" ? 2 : 1);
      const site = spinSite();
      const account = await shopper(dbs[0]!, site, "grace@example.com");
      let draws = 0;
      const random = () => (draws++ % 2 === 0 ? 0.1 : 0.9);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => spinWheel(dbs[i % dbs.length]!, { site, promotion: capOrWash, account, now: RUNNING, random })));
      const prizes = new Set(answers.map((answer) => (answer.kind === "spun" ? answer.spin.prize : answer.kind)));
      expect(prizes.size).toBe(1);
      expect(answers.filter((answer) => answer.kind === "spun" && answer.fresh)).toHaveLength(1);
      expect(await spins(dbs[0]!)).toHaveLength(1);
      expect(await spinLeads(dbs[0]!)).toHaveLength(1);
    });

    it("of shoppers spinning at once only one takes the last of a prize; the others draw what is still in stock", async () => {
      const dbs = await spinDatabases(backend, backend.name === "postgres" ? 2 : 1);
      const site = spinSite();
      const accounts = await Promise.all(["a", "b", "c", "d", "e", "f"].map((name) => shopper(dbs[0]!, site, `${name}@example.com`)));
      const answers = await Promise.all(accounts.map((account, i) => spinWheel(dbs[i % dbs.length]!, { site, promotion: capOrWash, account, now: RUNNING, random: first })));
      expect(answers.every((answer) => answer.kind === "spun" && answer.fresh)).toBe(true);
      const won = (await spins(dbs[0]!)).map((spin) => spin.prize).sort();
      expect(won).toEqual(["Cap", "Car wash", "Car wash", "Car wash", "Car wash", "Car wash"]);
      expect(await spinLeads(dbs[0]!)).toHaveLength(6);
    });

    it("a shopper who deletes their account and signs up again gets their earlier spin back, not a second one", async () => {
      const [db] = await spinDatabases(backend);
      const site = spinSite();
      const deleted = await shopper(db!, site, "ada@example.com");
      const spun = await spinWheel(db!, { site, promotion: capOrWash, account: deleted, now: RUNNING, random: first });
      await deleteAccount(db!, deleted.id);
      const again = await shopper(db!, site, "ada@example.com");
      expect(again.id).not.toBe(deleted.id);
      expect(await spinState(db!, site, capOrWash, again, RUNNING)).toMatchObject({ kind: "won", prize: "Cap" });
      expect(await spinWheel(db!, { site, promotion: capOrWash, account: again, now: RUNNING, random: () => 0.99 })).toMatchObject({ kind: "spun", fresh: false, spin: { id: spun.kind === "spun" ? spun.spin.id : "" } });
      expect(await spinLeads(db!)).toHaveLength(1);
    });

    it("outside its start and end, or with every prize won, nobody spins and nothing is stored", async () => {
      const [db] = await spinDatabases(backend);
      const limited = { ...capOrWash, prizes: [{ label: "Cap", weight: 1, stock: 1 }] as typeof capOrWash.prizes };
      const site = spinSite([limited]);
      const [ada, grace] = [await shopper(db!, site, "ada@example.com"), await shopper(db!, site, "grace@example.com")];
      const early = await spinWheel(db!, { site, promotion: limited, account: ada, now: new Date("2026-11-30T00:00:00Z"), random: first });
      expect(early).toEqual({ kind: "not-running" });
      expect(await spinState(db!, site, limited, ada, new Date("2027-01-02T00:00:00Z"))).toEqual({ kind: "not-running", message: "Summer Spin is not running: it closed on 01/01/2027." });
      expect(await spins(db!)).toEqual([]);
      expect((await spinWheel(db!, { site, promotion: limited, account: ada, now: RUNNING, random: first })).kind).toBe("spun");
      expect(await spinWheel(db!, { site, promotion: limited, account: grace, now: RUNNING, random: first })).toEqual({ kind: "all-won" });
      expect((await spinState(db!, site, limited, grace, RUNNING)).kind).toBe("all-won");
      expect(await spinLeads(db!)).toHaveLength(1);
    });
  });
});

import { expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createDatabaseRateLimiter } from "./database-rate-limiter.ts";
import { createSharedRateLimits } from "./shared-rate-limits.ts";

const rule = { limit: 3, window_seconds: 60 };

forEachBackend((backend) => {
  /** Two server instances: each opens the same database with its own connections and its own limiter. */
  async function twoInstances() {
    const options = await backend.freshOptions();
    const first = await openDatabase(options);
    const second = await openDatabase(options);
    return { first, second, close: () => Promise.all([first.close(), second.close()]) };
  }

  it("shares one limit between two instances, until the window ends", async () => {
    const { first, second, close } = await twoInstances();
    try {
      const a = createDatabaseRateLimiter(first.db);
      const b = createDatabaseRateLimiter(second.db);
      expect(await a.take("k", rule, 1_000)).toEqual({ allowed: true });
      expect(await b.take("k", rule, 2_000)).toEqual({ allowed: true });
      expect(await a.take("k", rule, 3_000)).toEqual({ allowed: true });
      expect(await b.take("k", rule, 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect(await a.take("k", rule, 59_500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect(await a.take("other", rule, 10_000)).toEqual({ allowed: true });
      expect(await b.take("k", rule, 60_000)).toEqual({ allowed: true });
    } finally {
      await close();
    }
  });

  it("peeks without taking", async () => {
    const { db } = await backend.open();
    const limiter = createDatabaseRateLimiter(db);
    expect(await limiter.peek("k", rule, 0)).toEqual({ allowed: true });
    for (let i = 0; i < 2; i++) await limiter.take("k", rule, 0);
    for (let i = 0; i < 3; i++) expect(await limiter.peek("k", rule, 0)).toEqual({ allowed: true });
    await limiter.take("k", rule, 0);
    expect(await limiter.peek("k", rule, 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("counts concurrent takes from two instances exactly", async () => {
    const { first, second, close } = await twoInstances();
    try {
      const [a, b] = [createDatabaseRateLimiter(first.db), createDatabaseRateLimiter(second.db)];
      const many = { limit: 10, window_seconds: 60 };
      const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).take("k", many, 0)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    } finally {
      await close();
    }
  });

  it("prunes windows that have ended", async () => {
    const { db } = await backend.open();
    const limiter = createDatabaseRateLimiter(db);
    await limiter.take("old", rule, 0);
    await limiter.take("new", rule, 120_000);
    const keys = await db.selectFrom("rate_counters").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["new"]);
  });

  it(`keeps the limits of the server's database: ${backend.name === "postgres" ? "shared by instances" : "in the process"}`, async () => {
    const { first, second, close } = await twoInstances();
    try {
      const a = createSharedRateLimits()(first.db);
      const b = createSharedRateLimits()(second.db);
      for (let i = 0; i < 3; i++) expect(await a.take("k", rule, 0)).toEqual({ allowed: true });
      expect((await b.take("k", rule, 0)).allowed).toBe(backend.name === "sqlite");
      const rows = await first.db.selectFrom("rate_counters").selectAll().execute();
      expect(rows).toHaveLength(backend.name === "postgres" ? 1 : 0);
    } finally {
      await close();
    }
  });
});

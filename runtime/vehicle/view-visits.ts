import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { createRateCounters, isSharedDatabase, type RateCounters } from "../http/rate-counters.ts";
import type { Database } from "../types/services.ts";

export interface ViewVisits {
  /** True the first time this visitor views this car on this UTC day, false after. */
  firstToday(db: Database, carId: number, visitor: { ip: string; userAgent: string }, now: Date): Promise<boolean>;
}

const REMEMBERED = 200_000;
const DAY_MS = 86_400_000;

/**
 * Who viewed which car today, kept only as salted hashes of (day, car, address, user agent): no address or user
 * agent is stored, and the salt keeps the hashes from being matched to addresses. On PostgreSQL every instance
 * shares the day's salt and counts the hashes in `rate_counters` (a one-day window), so a visitor counts once
 * whichever instance answers; on SQLite (one process) they stay in memory, where the oldest go first when the
 * bound is reached, so a flood can at worst let a visitor count again.
 */
export function createViewVisits(max = REMEMBERED): ViewVisits {
  const processSalt = randomBytes(16).toString("base64");
  const seen = new LRUCache<string, true>({ max });
  const shared = new WeakMap<Database, { counters: RateCounters; salts: Map<string, Promise<string>> }>();
  const visitKey = (salt: string, day: string, carId: number, { ip, userAgent }: { ip: string; userAgent: string }) =>
    createHash("sha256").update(`${salt}\0${day}\0${carId}\0${ip}\0${userAgent}`).digest("base64url");

  return {
    async firstToday(db, carId, visitor, now) {
      const day = now.toISOString().slice(0, 10);
      if (!isSharedDatabase(db)) {
        const key = visitKey(processSalt, day, carId, visitor);
        if (seen.has(key)) return false;
        seen.set(key, true);
        return true;
      }
      let state = shared.get(db);
      if (!state) shared.set(db, (state = { counters: createRateCounters(db), salts: new Map() }));
      let salt = state.salts.get(day);
      if (!salt) {
        state.salts.clear();
        state.salts.set(day, (salt = daySalt(db, day)));
        salt.catch(() => state.salts.delete(day));
      }
      const key = `viewed:${visitKey(await salt, day, carId, visitor)}`;
      return (await state.counters.increment(key, DAY_MS, now.getTime())).count === 1;
    },
  };
}

/** The day's salt: the first instance to need it makes it, every other reads that one; earlier days' are dropped. */
async function daySalt(db: Database, day: string): Promise<string> {
  await db.insertInto("view_salts").values({ day, salt: randomBytes(16).toString("base64") }).onConflict((conflict) => conflict.column("day").doNothing()).execute();
  await db.deleteFrom("view_salts").where("day", "<", day).execute();
  const row = await db.selectFrom("view_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

export interface ViewVisits {
  /** True the first time this visitor views this car on this UTC day, false after. */
  firstToday(carId: number, visitor: { ip: string; userAgent: string }, now: Date): boolean;
}

const REMEMBERED = 200_000;

/**
 * Who viewed which car today, kept only as salted hashes of (day, car, address, user agent) in memory: no
 * address or user agent is stored, and the per-process salt keeps the hashes from being matched to addresses.
 * The oldest entries go first when the bound is reached, so a flood can at worst let a visitor count again.
 */
export function createViewVisits(max = REMEMBERED): ViewVisits {
  const salt = randomBytes(16);
  const seen = new LRUCache<string, true>({ max });
  return {
    firstToday(carId, { ip, userAgent }, now) {
      const day = now.toISOString().slice(0, 10);
      const key = createHash("sha256").update(salt).update(`${day}\0${carId}\0${ip}\0${userAgent}`).digest("base64url");
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    },
  };
}

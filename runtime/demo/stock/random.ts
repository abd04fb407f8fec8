export type Random = ReturnType<typeof createRandom>;

/** Mixes several integers into one 32-bit seed, so each car gets its own independent sequence. */
export function seedFrom(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h = Math.imul(h ^ Math.floor(part / 0x100000000), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A small seeded pseudo-random source (mulberry32): the same seed always yields the same sequence. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  /** Uniform in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Integer in [min, max], both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("cannot pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** Picks an entry with probability proportional to its weight. */
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
    /** Distinct items, in random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
}

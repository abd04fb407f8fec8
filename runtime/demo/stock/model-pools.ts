import type { ItemKind, ModelSpec } from "./catalogue.ts";
import { CAR_MODELS } from "./catalogue-cars.ts";
import { CARAVAN_MODELS, MOTORCYCLE_MODELS, TRUCK_MODELS } from "./catalogue-other.ts";
import type { Random } from "./random.ts";
import { oncePerObject } from "../../site/once-per-site.ts";

export const ALL_MODELS: readonly ModelSpec[] = [...CAR_MODELS, ...MOTORCYCLE_MODELS, ...TRUCK_MODELS, ...CARAVAN_MODELS];

/** Every make the generator knows, by kind of vehicle. */
export function knownMakes(kind?: ItemKind): string[] {
  return [...new Set(ALL_MODELS.filter((m) => !kind || m.kind === kind).map((m) => m.make))];
}

export type ModelPools = ReturnType<typeof modelPools>;

/** Age in years of the older trade-ins every used yard holds: finance providers' age limits start here (Taurus, 12). */
export const OLDER_TRADE_IN_AGE = 12;

export interface PoolOptions {
  year: number;
  kinds: readonly ItemKind[];
  makes?: readonly string[] | null;
  manufacturer?: string | null;
}

/**
 * The models a dealer stocks: its makes (or manufacturer) for new cars, with a fallback when none match. `current`
 * are sold new this year (new and demo stock), `used` of past years of the dealer's makes, `tradeIns` of past years
 * of any make (franchise dealers take trade-ins of every brand), `olderTradeIns` already sold OLDER_TRADE_IN_AGE
 * years ago.
 */
export function modelPools({ year, kinds, makes, manufacturer }: PoolOptions) {
  const ofKinds = ALL_MODELS.filter((m) => kinds.includes(m.kind));
  const dealerMakes = makes?.length ? makes : manufacturer ? [manufacturer] : null;
  const ofMakes = (models: readonly ModelSpec[]) =>
    dealerMakes ? models.filter((m) => dealerMakes.some((make) => make.toLowerCase() === m.make.toLowerCase())) : models;
  const onSale = ofKinds.filter((m) => m.years[0] <= year && (m.years[1] === null || m.years[1] >= year));
  const past = ofKinds.filter((m) => m.years[0] < year);
  const current = firstNonEmpty(ofMakes(onSale), onSale, ofKinds);
  const tradeIns = firstNonEmpty(past, ofKinds);
  const dealerTradeIns = makes?.length ? firstNonEmpty(ofMakes(past), tradeIns) : tradeIns;
  return {
    current,
    used: firstNonEmpty(ofMakes(past), tradeIns),
    tradeIns: dealerTradeIns,
    olderTradeIns: dealerTradeIns.filter((m) => m.years[0] <= year - OLDER_TRADE_IN_AGE),
  };
}

/** Cars outnumber the other kinds on a mixed yard. */
export function pickModel(random: Random, models: readonly ModelSpec[]): ModelSpec {
  const byKind = groupedByKind(models);
  const kind = random.weighted([...byKind.keys()].map((k) => [k, k === "car" ? 3 : 1] as const));
  return random.pick(byKind.get(kind) ?? models);
}

const groupedByKind = oncePerObject((models: readonly ModelSpec[]) => {
  const byKind = new Map<ItemKind, ModelSpec[]>();
  for (const model of models) byKind.set(model.kind, [...(byKind.get(model.kind) ?? []), model]);
  return byKind;
});

function firstNonEmpty<T>(...lists: (readonly T[])[]): readonly T[] {
  return lists.find((list) => list.length > 0) ?? [];
}

import { isDeepStrictEqual } from "node:util";
import type { Car } from "../../types/generated/car.ts";
import { buildCar } from "./feed-car.ts";
import type { FeedProblem } from "./feed-problem.ts";
import type { FeedRow } from "./feed-rows.ts";
import type { ImportCounts } from "./import-report.ts";

/** Car ids are `dealership id * IDS_PER_DEALERSHIP + n`, as the demo stock's, so they are unique across the platform. */
export const IDS_PER_DEALERSHIP = 100_000;

export interface PlanInput {
  /** Every car of the site's dealerships now, any status. */
  current: readonly Car[];
  rows: readonly FeedRow[];
  dealerships: readonly { id: number; slug: string }[];
  /** A full feed: stocked cars it does not list become sold. */
  full: boolean;
  /** Problems of the feed as a whole (its syntax, its header). */
  feedProblems: readonly FeedProblem[];
  /** ISO time of the import. */
  now: string;
}

export interface ImportPlan {
  /** Cars to write (added, changed or sold), each as it will be stored. */
  writes: Car[];
  counts: ImportCounts;
  /** Every problem: the feed's and each rejected row's. */
  problems: FeedProblem[];
}

/** What the first reading of a feed learns: which stock numbers it lists, and where each is. */
export interface FeedIndex {
  /** The first row of each `dealership:stocknum` key. */
  firstAt: Map<string, string>;
  /** Every row of the keys listed more than once. */
  repeated: Map<string, string[]>;
  /** A row could not be matched to a stock number (or the feed had problems of its own). */
  unidentified: boolean;
}

/** A stocked car as a full feed's sold check needs it. */
export interface StockedCar {
  id: number;
  dealership_id: number;
  stocknum: string;
  status: Car["status"];
  sold: boolean;
}

/** Running totals of one import, shared by its chunks. */
export interface PlanProgress {
  counts: ImportCounts;
  problems: FeedProblem[];
  /** The next free car id of each dealership. */
  nextId: Map<number, number>;
}

const IN_STOCK = new Set(["in_stock", "coming_soon"]);

/**
 * What a feed does to a site's stock (pure). Cars are matched by dealership and stock number (a VIN that
 * differs from the stocked car's rejects the row); a car keeps its id and slug, a new one gets the next id of its
 * dealership. A car equal to the stocked one is unchanged and not written, so the same feed twice changes
 * nothing. A full feed sells the in-stock cars it does not list, unless rows it could not identify might be them.
 * The steps are exported so a large feed can go through them a chunk at a time (import-stock.ts).
 */
export function planImport(input: PlanInput): ImportPlan {
  const index = indexFeed(input.rows, input.dealerships, input.feedProblems);
  const progress = startPlan(input.dealerships, input.current, input.feedProblems);
  const byKey = new Map<string, Car>();
  for (const car of [...input.current].sort((a, b) => a.id - b.id)) byKey.set(keyOf(car.dealership_id, car.stocknum), car);
  const writes = planRows(input.rows, (key) => byKey.get(key), { index, dealerships: input.dealerships, now: input.now }, progress);
  if (input.full) {
    const sold = new Set(carsToSell(byKey.values(), index, progress).map((car) => car.id));
    for (const car of byKey.values()) if (sold.has(car.id)) writes.push(soldVersion(car, input.now));
  }
  return { writes, counts: progress.counts, problems: progress.problems };
}

/** The first pass over a feed's rows: the keys it lists. */
export function indexFeed(rows: Iterable<FeedRow>, dealerships: PlanInput["dealerships"], feedProblems: readonly FeedProblem[]): FeedIndex {
  const index: FeedIndex = { firstAt: new Map(), repeated: new Map(), unidentified: false };
  for (const row of rows) {
    const { key } = identify(row, dealerships);
    if (key === null) {
      index.unidentified = true;
      continue;
    }
    const first = index.firstAt.get(key);
    if (first === undefined) index.firstAt.set(key, row.where);
    else index.repeated.set(key, [...(index.repeated.get(key) ?? [first]), row.where]);
  }
  // Read after the rows: a streamed feed finds its own problems (its header's) as it is read.
  if (feedProblems.length > 0) index.unidentified = true;
  return index;
}

/** Empty totals, the feed's own problems first; `stocked` holds at least every car id in use. */
export function startPlan(dealerships: PlanInput["dealerships"], stocked: Iterable<{ id: number }>, feedProblems: readonly FeedProblem[]): PlanProgress {
  const nextId = new Map(dealerships.map((d) => [d.id, d.id * IDS_PER_DEALERSHIP + 1]));
  for (const { id } of stocked) {
    const dealershipId = Math.floor(id / IDS_PER_DEALERSHIP);
    const next = nextId.get(dealershipId);
    if (next !== undefined && id >= next) nextId.set(dealershipId, id + 1);
  }
  return { counts: { added: 0, updated: 0, sold: 0, unchanged: 0, rejected: 0 }, problems: [...feedProblems], nextId };
}

/** The writes of some of the feed's rows, in order; `existing` answers the stocked car of a key. */
export function planRows(
  rows: readonly FeedRow[],
  existing: (key: string) => Car | undefined,
  context: { index: FeedIndex; dealerships: PlanInput["dealerships"]; now: string },
  progress: PlanProgress,
): Car[] {
  const writes: Car[] = [];
  const reject = (rowProblems: readonly FeedProblem[]) => {
    progress.counts.rejected += 1;
    progress.problems.push(...rowProblems);
  };
  for (const row of rows) {
    const { key, dealership, problem } = identify(row, context.dealerships);
    if (row.problems.length > 0 || problem) {
      reject(row.problems.length > 0 ? row.problems : [problem!]);
      continue;
    }
    const rowProblems: FeedProblem[] = [];
    const places = context.index.repeated.get(key!);
    if (places) {
      const others = places.filter((where) => where !== row.where).join(", ");
      rowProblems.push({ where: row.where, field: fieldOf(row, "stocknum"), message: `stock number ${String(row.values.stocknum)} is also on ${others}: each car once` });
    }
    const stocked = existing(key!);
    const vin = row.values.vin;
    if (stocked?.vin && typeof vin === "string" && vin !== "" && vin !== stocked.vin) {
      rowProblems.push({ where: row.where, field: fieldOf(row, "vin"), message: `VIN ${vin} differs from stock number ${stocked.stocknum}'s VIN ${stocked.vin} (a reused stock number: the old car must leave the feed first)` });
    }
    const newId = stocked ? stocked.id : progress.nextId.get(dealership!.id)!;
    if (!stocked && newId % IDS_PER_DEALERSHIP === 0) {
      rowProblems.push({ where: row.where, field: "", message: `dealership ${dealership!.id} has no car ids left` });
    }
    const built = buildCar(row, { existing: stocked, newId, dealership: dealership!, now: context.now });
    if ("problems" in built) rowProblems.push(...built.problems);
    if (rowProblems.length > 0 || "problems" in built) {
      reject(rowProblems);
      continue;
    }
    if (!stocked) progress.nextId.set(dealership!.id, newId + 1);
    classify(stocked, built.car, context.now, progress.counts, writes);
  }
  return writes;
}

/**
 * A full feed's last step: the in-stock cars it does not list, counted as sold. None when a row could not be
 * identified (it might have been one of them), which is reported instead.
 */
export function carsToSell(stocked: Iterable<StockedCar>, index: FeedIndex, progress: PlanProgress): StockedCar[] {
  if (index.unidentified) {
    progress.problems.push({ where: "file", field: "", message: "a row could not be matched to a stock number, so no car missing from this feed was marked sold" });
    return [];
  }
  const sell: StockedCar[] = [];
  for (const car of stocked) {
    if (index.firstAt.has(keyOf(car.dealership_id, car.stocknum)) || !IN_STOCK.has(car.status) || car.sold) continue;
    sell.push(car);
    progress.counts.sold += 1;
  }
  return sell;
}

/** A stocked car as a full feed that no longer lists it leaves it. */
export function soldVersion(car: Car, now: string): Car {
  return { ...car, status: "sold", sold: true, sold_at: now, updated_at: now };
}

function classify(existing: Car | undefined, car: Car, now: string, counts: ImportCounts, writes: Car[]): void {
  if (!existing) {
    counts.added += 1;
  } else if (isDeepStrictEqual({ ...existing, updated_at: null }, { ...car, updated_at: null })) {
    counts.unchanged += 1;
    return;
  } else if (!isSold(existing) && isSold(car)) counts.sold += 1;
  else counts.updated += 1;
  writes.push({ ...car, updated_at: now });
}

function isSold(car: Car): boolean {
  return car.sold || car.status === "sold";
}

interface Identified {
  key: string | null;
  dealership: { id: number; slug: string } | null;
  problem: FeedProblem | null;
}

/** The `dealership:stocknum` key of a row, or null when it names no stock number or no dealership of the site. */
export function rowKey(row: FeedRow, dealerships: PlanInput["dealerships"]): string | null {
  return identify(row, dealerships).key;
}

/** The row's dealership (the site's only one when the row names none) and stock number. */
function identify(row: FeedRow, dealerships: PlanInput["dealerships"]): Identified {
  const stocknum = row.values.stocknum;
  const given = row.values.dealership_id;
  const dealership = given === undefined && dealerships.length === 1 ? dealerships[0]! : dealerships.find((d) => d.id === given);
  if (!dealership) {
    const message = given === undefined
      ? `the site has several dealerships: give the car's dealership_id (${dealerships.map((d) => d.id).join(", ")})`
      : `dealership ${JSON.stringify(given)} is not one of this site's (${dealerships.map((d) => d.id).join(", ")})`;
    return { key: null, dealership: null, problem: { where: row.where, field: fieldOf(row, "dealership_id"), message } };
  }
  if (typeof stocknum !== "string" || stocknum.trim() === "") {
    return { key: null, dealership, problem: { where: row.where, field: fieldOf(row, "stocknum"), message: "every car needs its stock number (stocknum)" } };
  }
  return { key: keyOf(dealership.id, stocknum), dealership, problem: null };
}

/** The key a feed row and a stocked car are matched by. */
export function keyOf(dealershipId: number, stocknum: string): string {
  return `${dealershipId}:${stocknum.trim()}`;
}

function fieldOf(row: FeedRow, field: string): string {
  return row.columns[field] ?? `/${field}`;
}

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

const IN_STOCK = new Set(["in_stock", "coming_soon"]);

/**
 * What a feed does to a site's stock (pure). Cars are matched by dealership and stock number (a VIN that
 * differs from the stocked car's rejects the row); a car keeps its id and slug, a new one gets the next id of its
 * dealership. A car equal to the stocked one is unchanged and not written, so the same feed twice changes
 * nothing. A full feed sells the in-stock cars it does not list, unless rows it could not identify might be them.
 */
export function planImport(input: PlanInput): ImportPlan {
  const problems: FeedProblem[] = [...input.feedProblems];
  const counts: ImportCounts = { added: 0, updated: 0, sold: 0, unchanged: 0, rejected: 0 };
  const writes: Car[] = [];
  const byKey = new Map<string, Car>();
  for (const car of [...input.current].sort((a, b) => a.id - b.id)) byKey.set(keyOf(car.dealership_id, car.stocknum), car);
  const nextId = new Map(input.dealerships.map((d) => [d.id, nextIdOf(d.id, input.current)]));

  const keyed = input.rows.map((row) => ({ row, ...identify(row, input.dealerships) }));
  const present = new Set<string>();
  const occurrences = new Map<string, string[]>();
  let unidentified = input.feedProblems.length > 0;
  for (const { row, key } of keyed) {
    if (key === null) unidentified = true;
    else {
      present.add(key);
      occurrences.set(key, [...(occurrences.get(key) ?? []), row.where]);
    }
  }

  const reject = (rowProblems: readonly FeedProblem[]) => {
    counts.rejected += 1;
    problems.push(...rowProblems);
  };
  for (const { row, key, dealership, problem } of keyed) {
    if (row.problems.length > 0 || problem) {
      reject(row.problems.length > 0 ? row.problems : [problem!]);
      continue;
    }
    const rowProblems: FeedProblem[] = [];
    const places = occurrences.get(key!)!;
    if (places.length > 1) {
      const others = places.filter((where) => where !== row.where).join(", ");
      rowProblems.push({ where: row.where, field: fieldOf(row, "stocknum"), message: `stock number ${String(row.values.stocknum)} is also on ${others}: each car once` });
    }
    const existing = byKey.get(key!);
    const vin = row.values.vin;
    if (existing?.vin && typeof vin === "string" && vin !== "" && vin !== existing.vin) {
      rowProblems.push({ where: row.where, field: fieldOf(row, "vin"), message: `VIN ${vin} differs from stock number ${existing.stocknum}'s VIN ${existing.vin} (a reused stock number: the old car must leave the feed first)` });
    }
    const newId = existing ? existing.id : nextId.get(dealership!.id)!;
    if (!existing && newId % IDS_PER_DEALERSHIP === 0) {
      rowProblems.push({ where: row.where, field: "", message: `dealership ${dealership!.id} has no car ids left` });
    }
    const built = buildCar(row, { existing, newId, dealership: dealership!, now: input.now });
    if ("problems" in built) rowProblems.push(...built.problems);
    if (rowProblems.length > 0 || "problems" in built) {
      reject(rowProblems);
      continue;
    }
    if (!existing) nextId.set(dealership!.id, newId + 1);
    classify(existing, built.car, input.now, counts, writes);
  }

  if (input.full) {
    if (unidentified) {
      problems.push({ where: "file", field: "", message: "a row could not be matched to a stock number, so no car missing from this feed was marked sold" });
    } else {
      for (const car of byKey.values()) {
        if (present.has(keyOf(car.dealership_id, car.stocknum)) || !IN_STOCK.has(car.status) || car.sold) continue;
        writes.push({ ...car, status: "sold", sold: true, sold_at: input.now, updated_at: input.now });
        counts.sold += 1;
      }
    }
  }
  return { writes, counts, problems };
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

function keyOf(dealershipId: number, stocknum: string): string {
  return `${dealershipId}:${stocknum.trim()}`;
}

function fieldOf(row: FeedRow, field: string): string {
  return row.columns[field] ?? `/${field}`;
}

function nextIdOf(dealershipId: number, cars: readonly Car[]): number {
  const first = dealershipId * IDS_PER_DEALERSHIP;
  let highest = first;
  for (const car of cars) if (car.id > highest && car.id < first + IDS_PER_DEALERSHIP) highest = car.id;
  return highest + 1;
}

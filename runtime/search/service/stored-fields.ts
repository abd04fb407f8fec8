import { STORED_ONLY } from "../index/car-record.ts";
import type { MultiQueryResponse } from "./multi-query.ts";
import type { ResolvedEntry } from "./resolve-request.ts";
import type { StockRepository } from "../../types/services.ts";

/** Whether the request of this entry retrieves a stored-only field by name (its hits gain fields from storage). */
export function wantsStoredFields(entry: ResolvedEntry): boolean {
  return (entry.request.params.attributesToRetrieve ?? []).some((name) => STORED_ONLY.has(name));
}

/**
 * Adds to each hit the stored-only fields its request retrieves by name (`attributesToRetrieve: ["images"]`),
 * read from storage: the index keeps no vehicle-page detail (STORED_ONLY). The cars of every hit that needs one,
 * across the multi-query's results, are read in one batch lookup; requests that name none read nothing.
 */
export async function withStoredFields<T extends MultiQueryResponse>(response: T, entries: readonly ResolvedEntry[], stock: Pick<StockRepository, "getByIds">): Promise<T> {
  const wanted: { hit: Record<string, unknown>; names: string[] }[] = [];
  response.results.forEach((result, position) => {
    const names = (entries[position]!.request.params.attributesToRetrieve ?? []).filter((name) => STORED_ONLY.has(name));
    if (names.length === 0 || !("hits" in result) || !result.hits) return;
    for (const hit of result.hits) wanted.push({ hit, names });
  });
  if (wanted.length === 0) return response;
  const cars = await stock.getByIds(wanted.map(({ hit }) => Number(hit.objectID)));
  const byId = new Map(cars.map((car) => [String(car.id), car as unknown as Record<string, unknown>]));
  for (const { hit, names } of wanted) {
    const car = byId.get(String(hit.objectID));
    for (const name of names) if (car?.[name] !== undefined) hit[name] = car[name];
  }
  return response;
}

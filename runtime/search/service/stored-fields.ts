import { STORED_ONLY } from "../index/car-record.ts";
import type { MultiQueryResponse } from "./multi-query.ts";
import type { ResolvedEntry } from "./resolve-request.ts";
import type { StockRepository } from "../../types/services.ts";

/**
 * Adds to each hit the stored-only fields its request retrieves by name (`attributesToRetrieve: ["images"]`),
 * read from storage: the index keeps no vehicle-page detail (STORED_ONLY). Requests that name none read nothing.
 */
export async function withStoredFields(response: MultiQueryResponse, entries: readonly ResolvedEntry[], stock: Pick<StockRepository, "getById">): Promise<MultiQueryResponse> {
  await Promise.all(response.results.map(async (result, position) => {
    const names = (entries[position]!.request.params.attributesToRetrieve ?? []).filter((name) => STORED_ONLY.has(name));
    if (names.length === 0 || !("hits" in result) || !result.hits) return;
    await Promise.all(result.hits.map(async (hit) => {
      const car = (await stock.getById(Number(hit.objectID))) as Record<string, unknown> | undefined;
      for (const name of names) if (car?.[name] !== undefined) hit[name] = car[name];
    }));
  }));
  return response;
}

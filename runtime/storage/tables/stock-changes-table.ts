import type { Generated } from "kysely";

/**
 * The stock change feed: one row per car written, numbered in commit order on SQLite (one writer at a time)
 * and nearly so on PostgreSQL (runtime/search/service/stock-feed-reader.ts deals with the holes concurrent writers leave). Readers keep
 * their place by number; the oldest rows are pruned once far behind.
 */
export interface StockChangesTable {
  position: Generated<number>;
  car_id: number;
}

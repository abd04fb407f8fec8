import type { Kysely, Transaction } from "kysely";
import type { Car } from "./generated/car.ts";
import type { Tables } from "../storage/tables.ts";
import type { SearchService } from "../search/service/search-service.ts";
import type { Notifier } from "../notify/notifier.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import type { SiteContent } from "./content.ts";

export type Database = Kysely<Tables>;

/** The platform's stock of cars, across every dealership. Writes notify listeners (the search index). */
export interface StockRepository {
  getById(id: number): Promise<Car | undefined>;
  /** The cars of these ids that exist, in the order asked (a repeated id once): one query per thousand ids. */
  getByIds(ids: readonly number[]): Promise<Car[]>;
  getBySlug(slug: string): Promise<Car | undefined>;
  /** Every car of the given dealerships (any status). */
  listByDealerships(dealershipIds: readonly number[]): Promise<Car[]>;
  /** Every car on the platform. */
  all(): Promise<Car[]>;
  /** The cars with ids above `afterId`, in id order, at most `limit`: the whole stock a page at a time (indexes read it so). */
  carsAfter(afterId: number, limit: number): Promise<Car[]>;
  /**
   * The same page as each car's stored JSON text, unparsed: the search index's whole-stock load parses it in a
   * worker thread. Absent where cars are not stored as JSON text (a test's stock held in memory).
   */
  carJsonAfter?(afterId: number, limit: number): Promise<CarJson[]>;
  /** How many cars these dealerships have (every car without them), only those in `statuses` when given. */
  count(dealershipIds?: readonly number[], statuses?: readonly Car["status"][]): Promise<number>;
  /**
   * A page of the cars of some dealerships in some statuses, in id order: after `afterId`, or from the `skip`th,
   * at most `limit`. A long list (a sitemap of every car) is read a page at a time.
   */
  listPage(query: CarPageQuery): Promise<Car[]>;
  upsert(cars: readonly Car[]): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
  /**
   * Runs `work` as one transaction: the cars it writes with `tx.upsert` and whatever it writes on `tx.db` commit
   * together or not at all (a stock import); listeners hear of the cars once committed.
   */
  transaction<T>(work: (tx: StockTransaction) => Promise<T>): Promise<T>;
  /** Called after every committed write of this repository with the changed cars (removed cars as ids). */
  onChange(listener: (change: StockChange) => void): () => void;
  /** The change feed's position now: every committed write so far is at or before it. */
  changeCursor(): Promise<number>;
  /**
   * Committed writes after `cursor` (and before `before`, when given) by anyone (another server, an import script),
   * oldest first, at most `limit`: each changed car as it is now. Lets every process keep up with stock it did not
   * write itself.
   */
  changesSince(cursor: number, limit?: number, before?: number): Promise<StockFeed>;
  /**
   * Calls `wake` whenever another process may have written to the change feed: as each write commits where the
   * database sends word of it (PostgreSQL), else on a short interval (a look at an idle feed is one indexed query).
   * Returns how to stop.
   */
  watchFeed(wake: () => void): () => void;
}

/** A car as stored: its id, and the car as JSON text. */
export interface CarJson {
  id: number;
  json: string;
}

export interface CarPageQuery {
  dealershipIds: readonly number[];
  statuses: readonly Car["status"][];
  afterId?: number;
  skip?: number;
  limit: number;
}

/** What a stock transaction may do: read and write cars, and write its own tables on the same transaction. */
export interface StockTransaction {
  db: Transaction<Tables>;
  /** The given dealerships' cars (any status) with ids above `afterId`, in id order, at most `limit`. */
  pageOfDealerships(dealershipIds: readonly number[], afterId: number, limit: number): Promise<Car[]>;
  /** The cars of these ids that exist, in the order asked. */
  getByIds(ids: readonly number[]): Promise<Car[]>;
  upsert(cars: readonly Car[]): Promise<void>;
}

export interface StockChange {
  upserted: Car[];
  removed: number[];
  /** The feed positions this write took (see changesSince), so a reader of both skips it in the feed. */
  positions: number[];
}

export interface StockFeed {
  /** False when writes after the cursor are no longer kept: the reader must load the whole stock again. */
  complete: boolean;
  changes: StockFeedEntry[];
}

export interface StockFeedEntry {
  position: number;
  carId: number;
  /** The car as it is now; null when it has been removed. */
  car: Car | null;
}

/** Shared server services handed to loaders and API handlers. Capabilities add their own fields here. */
export interface Services {
  db: Database;
  stock: StockRepository;
  /** The embedded Algolia-compatible search service (runtime/search). */
  search: SearchService;
  /** Sends shoppers messages (sign-in codes): SMTP, an SMS gateway, or the outbox table (runtime/notify). */
  notifier: Notifier;
  /** The payment providers (runtime/payments): the one each site chose takes its deposits. */
  payments: PaymentProviders;
  /** The sites' blog posts and Markdown content pages (runtime/site/content). */
  content: SiteContent;
}

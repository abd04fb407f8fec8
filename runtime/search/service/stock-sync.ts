import { Worker } from "node:worker_threads";
import type { Car } from "../../types/generated/car.ts";
import type { StockRepository } from "../../types/services.ts";
import type { CarIndex } from "../index/car-index.ts";
import { dealershipDirectory, directorySites, type DealershipDirectory, type SearchSite } from "./dealership-directory.ts";
import { stockPage, type StockPage } from "./stock-page.ts";

/**
 * Cars read, and indexed together (in cluster order, cluster-order.ts), per round trip when the whole stock is
 * loaded: few enough that whole cars (vehicle-page detail and all) and their records are let go while still
 * young, which the garbage collector frees at little cost and without leaving the heap fragmented.
 */
const LOAD_PAGE = 250;
/** Pages handed to the load's worker beyond the one being indexed, so it always has the next one to prepare. */
const PAGES_AHEAD = 2;
/** The load's worker: beside this module in the sources, beside the server bundle once built (scripts/build.ts). */
const PAGE_WORKER = new URL(import.meta.url.endsWith(".ts") ? "./stock-page-worker.ts" : "./stock-page-worker.js", import.meta.url);

/** What a whole-stock load reads: stored JSON text where the stock hands it over, parsed cars otherwise. */
export type LoadedStock = Pick<StockRepository, "carsAfter" | "carJsonAfter">;

/**
 * Keeps the index equal to the listed stock: applies stock changes as they happen, and drops sold cars when
 * their recently-sold window closes (checked before queries, so no timer is needed).
 */
export class StockSync {
  private readonly index: CarIndex;
  private readonly sites: SearchSite[];
  private readonly directory: DealershipDirectory;
  /** Cars that leave the listing at a known time (sold cars), by objectID. */
  private readonly expiries = new Map<string, number>();
  private nextExpiry = Infinity;

  /** For each load under way, the cars that changes have reached since it started (see `load`). */
  private readonly loads = new Set<Set<string>>();

  /** Called after each batch of changes has reached the index. */
  private readonly applied: () => void;

  constructor(index: CarIndex, sites: readonly SearchSite[], applied: () => void) {
    this.index = index;
    this.sites = directorySites(sites);
    this.directory = dealershipDirectory(this.sites);
    this.applied = applied;
  }

  apply(upserted: readonly Car[], removed: readonly number[], now: number): void {
    for (const changed of this.loads) {
      for (const id of removed) changed.add(String(id));
      for (const car of upserted) changed.add(String(car.id));
    }
    for (const id of removed) this.drop(String(id));
    // The last write of a car in the batch decides: listed, it is indexed with the batch; not, it is dropped.
    this.take(stockPage([...new Map(upserted.map((car) => [car.id, car])).values()], this.directory), now, new Set());
    this.applied();
  }

  /**
   * Makes the index hold exactly the stock's listed cars, read a page at a time: applies each page and then drops
   * every car the stock no longer has. A change applied while a page is being read is newer than that page's copy
   * of the car (storage may answer asynchronously, and a worker prepares pages ahead), so the load leaves changed
   * cars as the changes left them.
   */
  async load(stock: LoadedStock, now: () => number): Promise<void> {
    const kept = new Set<string>();
    const changed = new Set<string>();
    this.loads.add(changed);
    try {
      for await (const page of this.pages(stock)) {
        this.take(page, now(), changed);
        for (const objectID of page.unlisted) kept.add(objectID);
        for (const objectID of page.listed.objectIDs) kept.add(objectID);
        this.applied();
      }
      const gone = this.index.objectIDs().filter((objectID) => !kept.has(objectID) && !changed.has(objectID));
      for (const objectID of gone) this.drop(objectID);
      if (gone.length) this.applied();
    } finally {
      this.loads.delete(changed);
    }
  }

  /** Removes the cars whose listing window has closed by `now`. */
  sweep(now: number): void {
    if (now <= this.nextExpiry) return;
    this.nextExpiry = Infinity;
    for (const [objectID, until] of this.expiries) {
      if (until < now) this.drop(objectID);
      else this.nextExpiry = Math.min(this.nextExpiry, until);
    }
  }

  /**
   * The stock a page at a time, ready for the index: prepared by a worker thread, a few pages ahead, when the
   * stock hands over JSON text and holds more than a page; here otherwise (starting a worker costs more than one
   * page does).
   */
  private async *pages(stock: LoadedStock): AsyncGenerator<StockPage> {
    const readJson = stock.carJsonAfter?.bind(stock);
    if (!readJson) {
      for (let cars = await stock.carsAfter(0, LOAD_PAGE); cars.length > 0; cars = await stock.carsAfter(cars.at(-1)!.id, LOAD_PAGE)) {
        yield stockPage(cars, this.directory);
      }
      return;
    }
    let rows = await readJson(0, LOAD_PAGE);
    if (rows.length < LOAD_PAGE) {
      if (rows.length) yield stockPage(rows.map((row) => JSON.parse(row.json) as Car), this.directory);
      return;
    }
    const worker = pageWorker(this.sites);
    try {
      const prepared: Promise<StockPage>[] = [];
      while (rows.length > 0 || prepared.length > 0) {
        while (rows.length > 0 && prepared.length <= PAGES_AHEAD) {
          prepared.push(worker.prepare(rows.map((row) => row.json)));
          rows = await readJson(rows.at(-1)!.id, LOAD_PAGE);
        }
        yield await prepared.shift()!;
      }
    } finally {
      await worker.terminate();
    }
  }

  /** Indexes a page's listed cars and drops the others, leaving alone the cars in `skip` (changed since it was read). */
  private take(page: StockPage, now: number, skip: ReadonlySet<string>): void {
    for (const objectID of page.unlisted) if (!skip.has(objectID)) this.drop(objectID);
    this.index.placeAll(page.listed, (objectID, position) => !skip.has(objectID) && this.listedAt(objectID, page.until[position]!, now));
  }

  /** Whether a car listed until `until` is listed at `now`: if so its expiry is kept, if not it is dropped. */
  private listedAt(objectID: string, until: number, now: number): boolean {
    if (until < now) {
      this.drop(objectID);
      return false;
    }
    if (until === Infinity) this.expiries.delete(objectID);
    else {
      this.expiries.set(objectID, until);
      this.nextExpiry = Math.min(this.nextExpiry, until);
    }
    return true;
  }

  private drop(objectID: string): void {
    this.expiries.delete(objectID);
    this.index.remove(objectID);
  }
}

/** A worker thread that prepares pages of stored cars (stock-page-worker.ts), answering in the order asked. */
function pageWorker(sites: readonly SearchSite[]) {
  const worker = new Worker(PAGE_WORKER, { workerData: sites });
  const waiting: { resolve: (page: StockPage) => void; reject: (error: unknown) => void }[] = [];
  const fail = (error: unknown) => {
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  worker.on("message", (page: StockPage) => waiting.shift()!.resolve(page));
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("the stock page worker stopped")));
  return {
    prepare(json: string[]): Promise<StockPage> {
      const page = new Promise<StockPage>((resolve, reject) => waiting.push({ resolve, reject }));
      // A page read ahead whose worker fails is never waited for: its failure is the page waited for's.
      page.catch(() => undefined);
      worker.postMessage(json);
      return page;
    },
    terminate: () => worker.terminate(),
  };
}

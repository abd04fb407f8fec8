import { algoliasearch, type BatchRequest } from "algoliasearch";
import { listedUntil } from "../../rules/listing-visibility.ts";
import { carRecord, type RecordAttributes } from "../index/car-record.ts";
import { searchHost } from "../search-host.ts";
import { StockFeedReader } from "../service/stock-feed-reader.ts";
import { dealershipDirectory, type DealershipDirectory } from "../service/dealership-directory.ts";
import { recordWrite, type RecordWrite } from "./record-write.ts";
import type { Car } from "../../types/generated/car.ts";
import type { Database, StockRepository } from "../../types/services.ts";

/** The parts of a site document a push needs. */
export interface HostedSite {
  slug: string;
  dealerships: readonly { id: number; name: string }[];
  specifications?: { recently_sold_days?: number };
  search: { host: string | null; app_id: string; index: string };
}

export interface HostedIndexWriterOptions {
  db: Database;
  stock: StockRepository;
  site: HostedSite;
  writeKey: string;
  now?: () => Date;
}

/** The record a car should have in the hosted index, with when it leaves the listing; null for none. */
type Wanted = { record: RecordAttributes; until: number | null } | null;

/** Writes per batch request (Algolia advises batches of about 1,000 records). */
const BATCH = 1000;
/** Cars read per round trip when the whole stock is compared with the hosted index. */
const PAGE = 500;

/**
 * Keeps a site's hosted index equal to its listed stock: reads the stock change feed from where the last push
 * stood (kept in the database, so a restarted server resumes), sends each car's least write (record-write.ts) in
 * batches, and deletes sold cars when their recently-sold window closes. What was pushed is recorded only after
 * the hosted service accepted it, so a failed push is sent again on the next round. Every write is idempotent,
 * so two servers pushing the same change do no harm.
 */
export class HostedIndexWriter {
  private readonly db: Database;
  private readonly stock: StockRepository;
  private readonly site: HostedSite;
  private readonly writeKey: string;
  private readonly now: () => Date;
  private client: ReturnType<typeof algoliasearch>;
  /** The site's dealerships (a car of any other is not the site's) and its recently-sold window. */
  private readonly dealerships: DealershipDirectory;
  private reader: StockFeedReader | null = null;

  constructor(options: HostedIndexWriterOptions) {
    ({ db: this.db, stock: this.stock, site: this.site, writeKey: this.writeKey } = options);
    this.now = options.now ?? (() => new Date());
    this.dealerships = dealershipDirectory([options.site]);
    this.client = this.connect();
  }

  private connect() {
    return algoliasearch(this.site.search.app_id, this.writeKey, { hosts: [searchHost(this.site.search.host)] });
  }

  /** Brings the hosted index up to date: the stock changes since the last push, then sold cars whose window closed. */
  async sync(): Promise<void> {
    this.reader ??= await this.openReader();
    await this.reader.poll();
    await this.saveCursor(this.reader.position);
    await this.expire();
  }

  /** Compares the whole listed stock with what was pushed and sends the difference (setup, or a feed fallen behind). */
  async resync(): Promise<void> {
    const cursor = await this.stock.changeCursor();
    const pushed = new Set(
      (await this.db.selectFrom("hosted_search_records").select("object_id").where("site", "=", this.site.slug).execute()).map((row) => row.object_id),
    );
    for (let after = 0; ; ) {
      const cars = await this.stock.carsAfter(after, PAGE);
      if (cars.length === 0) break;
      after = cars.at(-1)!.id;
      const ours = cars.filter((car) => this.dealerships.info(car.dealership_id) !== undefined);
      for (const car of ours) pushed.delete(String(car.id));
      await this.push(ours, []);
    }
    await this.push([], [...pushed].map(Number));
    await this.saveCursor(cursor);
    this.reader = new StockFeedReader(this.stock, this.feedTarget(), cursor);
  }

  private async openReader(): Promise<StockFeedReader> {
    const row = await this.db.selectFrom("hosted_search_cursors").select("position").where("site", "=", this.site.slug).executeTakeFirst();
    if (!row) {
      await this.resync();
      return this.reader!;
    }
    return new StockFeedReader(this.stock, this.feedTarget(), Number(row.position));
  }

  private feedTarget() {
    return {
      apply: (upserted: Car[], removed: number[]) => this.push(upserted, removed),
      reload: () => this.resync(),
    };
  }

  /** What the hosted index should hold for a car now. */
  private desired(car: Car): Wanted {
    const dealership = this.dealerships.info(car.dealership_id);
    if (!dealership) return null;
    const until = listedUntil(car, { recentlySoldDays: this.dealerships.recentlySoldDays(car.dealership_id) });
    if (until === null || until < this.now().getTime()) return null;
    // Through JSON, as the hosted service stores it: fields without a value are left out.
    const record = JSON.parse(JSON.stringify(carRecord(car, dealership).attributes)) as RecordAttributes;
    return { record, until: until === Infinity ? null : until };
  }

  private async push(upserted: readonly Car[], removed: readonly number[]): Promise<void> {
    const wanted = new Map<string, Wanted>();
    for (const id of removed) wanted.set(String(id), null);
    for (const car of upserted) wanted.set(String(car.id), this.desired(car));
    const ids = [...wanted.keys()];
    for (let start = 0; start < ids.length; start += BATCH) await this.pushSlice(ids.slice(start, start + BATCH), wanted);
  }

  private async pushSlice(ids: string[], wanted: Map<string, Wanted>): Promise<void> {
    const rows = await this.db
      .selectFrom("hosted_search_records")
      .select(["object_id", "record"])
      .where("site", "=", this.site.slug)
      .where("object_id", "in", ids)
      .execute();
    const before = new Map(rows.map((row) => [row.object_id, JSON.parse(row.record) as RecordAttributes]));
    const writes: RecordWrite[] = [];
    for (const id of ids) {
      const write = recordWrite(id, before.get(id) ?? null, wanted.get(id)?.record ?? null);
      if (write) writes.push(write);
    }
    if (writes.length === 0) return;
    await this.send(writes);
    await this.db.transaction().execute(async (tx) => {
      for (const write of writes) {
        const objectId = write.body.objectID;
        const next = wanted.get(objectId);
        if (!next) {
          await tx.deleteFrom("hosted_search_records").where("site", "=", this.site.slug).where("object_id", "=", objectId).execute();
          continue;
        }
        const row = { site: this.site.slug, object_id: objectId, record: JSON.stringify(next.record), listed_until: next.until };
        await tx
          .insertInto("hosted_search_records")
          .values(row)
          .onConflict((conflict) => conflict.columns(["site", "object_id"]).doUpdateSet({ record: row.record, listed_until: row.listed_until }))
          .execute();
      }
    });
  }

  /** Deletes the records of sold cars whose recently-sold window has closed (no stock write marks that moment). */
  private async expire(): Promise<void> {
    const rows = await this.db
      .selectFrom("hosted_search_records")
      .select("object_id")
      .where("site", "=", this.site.slug)
      .where("listed_until", "<", this.now().getTime())
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.object_id);
    await this.send(ids.map((objectID) => ({ action: "deleteObject", body: { objectID } })));
    await this.db.deleteFrom("hosted_search_records").where("site", "=", this.site.slug).where("object_id", "in", ids).execute();
  }

  private async send(writes: RecordWrite[]): Promise<void> {
    const requests = writes as BatchRequest[];
    try {
      await this.client.batch({ indexName: this.site.search.index, batchWriteParams: { requests } });
    } catch (error) {
      // The client keeps a failed host out of use for minutes; the next round should try it again at once.
      this.client = this.connect();
      throw error;
    }
  }

  private async saveCursor(position: number): Promise<void> {
    await this.db
      .insertInto("hosted_search_cursors")
      .values({ site: this.site.slug, position })
      .onConflict((conflict) => conflict.column("site").doUpdateSet({ position }))
      .execute();
  }
}

import type { Database } from "../types/services.ts";
import { storeInTransaction, storeLead, type StoreLeadInput, type StoreLeadResult } from "./lead-store.ts";

interface Pending {
  input: StoreLeadInput;
  resolve(result: StoreLeadResult): void;
  reject(error: unknown): void;
}

export interface LeadWriter {
  store(input: StoreLeadInput): Promise<StoreLeadResult>;
  /** Resolves once every lead handed to `store` so far has been written (before the database closes). */
  settled(): Promise<void>;
}

const MAX_BATCH = 200;
const writers = new WeakMap<Database, LeadWriter>();

/** The writer of a database (one per database, shared by every request of the process). */
export function leadWriter(db: Database): LeadWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = createLeadWriter(db)));
  return writer;
}

/**
 * Group commit: submissions that arrive while a commit is on its way to disk wait for the next one, and are
 * written together in one transaction, so one disk flush acknowledges many leads. Each promise still resolves
 * only after its lead's transaction has committed. If a batch fails, its leads are retried one by one, so a
 * problem with one never costs the others.
 */
export function createLeadWriter(db: Database): LeadWriter {
  const queue: Pending[] = [];
  let draining: Promise<void> | null = null;

  const drain = async () => {
    while (queue.length > 0) {
      // Let requests already waiting on the network reach the queue first, so they share this commit.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await db.transaction().execute(async (trx) => {
          const out: StoreLeadResult[] = [];
          for (const item of batch) out.push(await storeInTransaction(trx, item.input));
          return out;
        });
        batch.forEach((item, i) => item.resolve(results[i]!));
      } catch {
        for (const item of batch) await storeLead(db, item.input).then(item.resolve, item.reject);
      }
    }
    draining = null;
  };

  return {
    store(input) {
      return new Promise<StoreLeadResult>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        draining ??= drain();
      });
    },
    settled: async () => {
      while (draining) await draining;
    },
  };
}

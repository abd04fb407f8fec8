import type { Database, StockChange } from "../../types/services.ts";
import { logError } from "../../http/log.ts";
import { sweepAlerts, type AlertSweepDeps } from "./alert-sweep.ts";
import { startBackgroundWorker } from "../../leads/background-worker.ts";

const SWEEP_INTERVAL_MS = 15 * 60_000;
/** A write of more cars than this (a feed import) wakes the sweep without looking them up. */
const LOOKED_UP_CARS = 500;

/**
 * Sweeps now, on an interval (a new day, new cars for saved searches, stock another server changed), and as soon
 * as this server changes a watched car; `now` is the clock tests control. Sweeps never overlap: a change during
 * one asks for one more.
 */
export function startAlertSweep(deps: AlertSweepDeps, now: () => Date = () => new Date()): () => Promise<void> {
  const worker = startBackgroundWorker(() => sweepAlerts(deps, now()), SWEEP_INTERVAL_MS, "alert sweep failed", true);
  const stopListening = deps.services.stock.onChange((change) => {
    touchesWatchlist(deps.services.db, change).then((touches) => touches && void worker.wake(), (error: unknown) => logError("alert sweep failed", error));
  });
  return async () => {
    stopListening();
    await worker.stop();
  };
}

/** Whether a stock write changed a car someone watches (one indexed lookup; a large import counts as yes). */
async function touchesWatchlist(db: Database, change: StockChange): Promise<boolean> {
  const ids = [...change.upserted.map((car) => car.id), ...change.removed];
  if (ids.length === 0) return false;
  if (ids.length > LOOKED_UP_CARS) return true;
  return (await db.selectFrom("watchlist").select("car_id").where("car_id", "in", ids).limit(1).executeTakeFirst()) !== undefined;
}

import type { Database, StockRepository } from "../types/services.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import { startBackgroundWorker } from "../leads/background-worker.ts";
import { endReservation } from "./end-reservation.ts";
import { releaseHeldDeposits } from "./release-deposit.ts";

const SWEEP_INTERVAL_MS = 60_000;

export interface HoldSweepDeps {
  db: Database;
  stock: StockRepository;
  providers: PaymentProviders;
}

/**
 * Ends every hold due by `now` (the car back in stock, the deposit released) and retries deposits a provider
 * failed to release. Everything it needs is in the database, so a restart loses nothing, and each end is
 * conditional, so several servers may sweep at once.
 */
export async function sweepHolds(deps: HoldSweepDeps, now: Date): Promise<number> {
  const due = await deps.db.selectFrom("reservations").select("id").where("status", "=", "active").where("expires_at", "<=", now.toISOString()).execute();
  let ended = 0;
  for (const { id } of due) if (await endReservation(deps.db, deps.stock, deps.providers, id, "expired", now)) ended += 1;
  await releaseHeldDeposits(deps.db, deps.providers, now);
  return ended;
}

/** Sweeps holds now and then every minute until stopped, one sweep at a time. */
export function startHoldExpiry(deps: HoldSweepDeps, now: () => Date = () => new Date()): () => Promise<void> {
  const worker = startBackgroundWorker(() => sweepHolds(deps, now()), SWEEP_INTERVAL_MS, "hold expiry sweep failed", true);
  return worker.stop;
}

import { logError } from "../http/log.ts";

export interface BackgroundWorker {
  /** Runs the work now (once more after the run in flight, if any); resolves with what the run it joins did. */
  wake(): Promise<number>;
  /** Stops the worker; resolves once the run in flight (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (and at once with `runNow`) and whenever woken, one run at a time: woken during a
 * run, it runs once more after it, so what arrived mid-run does not wait for the next interval. A failed run is
 * logged as `failure` and counts as nothing done.
 */
export function startBackgroundWorker(work: () => Promise<number>, intervalMs: number, failure: string, runNow = false): BackgroundWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const wake = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .catch((error: unknown) => {
        logError(failure, error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void wake();
        }
      });
    return running;
  };
  if (runNow) void wake();
  const timer = setInterval(() => void wake(), intervalMs);
  timer.unref();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

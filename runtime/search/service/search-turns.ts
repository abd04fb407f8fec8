/**
 * Searches take turns across every request: at most one runs per turn of the event loop, with I/O (other
 * requests, /healthz) polled between. Yielding with a bare setImmediate is not enough under concurrency: the
 * next search of every waiting request would then run back to back in one check phase.
 */
const waiting: (() => void)[] = [];
let pumping = false;

/** Resolves when it is this search's turn; the caller runs its search at once, synchronously. */
export function searchTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  // Queued from the check phase, so it runs on the next turn, after that turn's I/O.
  setImmediate(pump);
}

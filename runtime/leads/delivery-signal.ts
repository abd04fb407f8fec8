type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells in-process delivery workers that a lead event was queued (they also poll, so a miss only delays). */
export function notifyLeadQueued(): void {
  for (const listener of listeners) listener();
}

export function onLeadQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reads JSON from web storage; private modes and server rendering (no storage) read as nothing. */
export function readStored<T>(kind: "local" | "session", key: string): T | null {
  try {
    const raw = storageOf(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Writes JSON to web storage; a full or blocked storage only loses the convenience, never the lead. */
export function writeStored(kind: "local" | "session", key: string, value: unknown): void {
  try {
    storageOf(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: prefill and history are conveniences.
  }
}

function storageOf(kind: "local" | "session"): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  return kind === "local" ? window.localStorage : window.sessionStorage;
}

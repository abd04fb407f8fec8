import pg from "pg";

/** How long a lost listening connection waits before it connects again (the database may be restarting). */
const RECONNECT_MS = 1000;

/**
 * Word from the database that another connection committed something, where the engine sends it: PostgreSQL's
 * LISTEN/NOTIFY. SQLite sends none, so code waiting for other processes' writes looks for itself.
 */
export interface DatabaseNotices {
  /**
   * Calls `onNotice` whenever a notice on `channel` arrives, and each time listening starts (notices sent while
   * not connected are lost, so the caller should look for what it missed). Returns how to stop, or null when
   * the engine sends no notices.
   */
  listen(channel: string, onNotice: () => void): (() => void) | null;
  /** Stops every listener and waits until their connections are closed. */
  close(): Promise<void>;
}

export const noNotices: DatabaseNotices = {
  listen: () => null,
  close: async () => undefined,
};

/** Notices over a connection of its own per listener (a pooled connection cannot stay listening). */
export function postgresNotices(connectionString: string): DatabaseNotices {
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    listen(channel, onNotice) {
      const listener = listenOn(connectionString, channel, onNotice);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        void listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
    },
  };
}

function listenOn(connectionString: string, channel: string, onNotice: () => void): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let ending: Promise<void> = Promise.resolve();

  const drop = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    ending = failed.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };
  const connect = () => {
    retry = null;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) onNotice();
    });
    next.on("error", (error) => {
      console.error(`listening for ${channel} notices failed`, error);
      drop(next);
    });
    next.on("end", () => drop(next));
    next
      .connect()
      .then(() => next.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client === next) onNotice();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        console.error(`listening for ${channel} notices failed`, error);
        drop(next);
      });
  };
  connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await Promise.all([ending, current?.end().catch(() => undefined)]);
    },
  };
}

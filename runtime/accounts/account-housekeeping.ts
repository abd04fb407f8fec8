import type { Database } from "../types/services.ts";
import { forgetOldCodes } from "./code-store.ts";
import { forgetExpiredSessions } from "./session-store.ts";
import { forgetExpiredChallenges } from "./passkey-challenge-store.ts";

const EVERY_MS = 60 * 60 * 1000;

/** Forgets used-up codes, expired sessions and passkey challenges now and then; answers how to stop. */
export function startAccountHousekeeping(db: Database): () => void {
  const sweep = () =>
    Promise.all([forgetOldCodes(db, new Date()), forgetExpiredSessions(db, new Date()), forgetExpiredChallenges(db, new Date())]).catch((error) => console.error("[accounts] housekeeping failed", error));
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import type { AuditLogTable } from "../storage/tables/console-tables.ts";
import { wallTime } from "./console-time.ts";

/** A subject's changes, oldest first: when, who, what, and the values before and after. */
export function AuditHistory({ trail, timeZone }: { trail: readonly AuditLogTable[]; timeZone: string }) {
  return (
    <>
      <h2>History</h2>
      {trail.length === 0 ? <p>No changes yet.</p> : (
        <ul>
          {trail.map((entry) => (
            <li key={entry.id}>
              {wallTime(entry.created_at, timeZone)}, {entry.actor}: {entry.action} {entry.before ?? ""} → {entry.after ?? ""}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

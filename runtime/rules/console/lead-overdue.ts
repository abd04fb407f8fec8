import type { LeadProgress } from "./staff-role.ts";

/**
 * A lead is overdue when it is still `new` (nobody has contacted the shopper) `overdueMinutes` or more after it
 * came in. A lead once contacted, won or lost is never overdue.
 */
export function isOverdue(progress: LeadProgress, receivedAt: string, now: Date, overdueMinutes: number): boolean {
  if (progress !== "new") return false;
  return now.getTime() - Date.parse(receivedAt) >= overdueMinutes * 60_000;
}

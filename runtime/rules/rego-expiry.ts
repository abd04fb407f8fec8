import { format, isValid, parseISO, startOfDay } from "date-fns";

/**
 * Spec §5 rego expiry: a future (or today's) expiry shows 'Expires on dd/MM/yyyy'; a past one shows
 * 'Unregistered' on sites that say so, otherwise nothing. Missing or unreadable dates show nothing.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  showUnregistered: boolean,
): string | null {
  if (!regoExpiry) return null;
  const expiry = parseISO(regoExpiry);
  if (!isValid(expiry)) return null;
  if (startOfDay(expiry) < startOfDay(now)) return showUnregistered ? "Unregistered" : null;
  return `Expires on ${format(expiry, "dd/MM/yyyy")}`;
}

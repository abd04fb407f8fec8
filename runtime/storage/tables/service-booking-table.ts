/**
 * One place taken at a service location's drop-off time (a service booking; its lead has the shopper's details).
 * Places run 1..the site's capacity per slot, unique per slot.
 */
export interface ServiceBookingsTable {
  id: string;
  site_slug: string;
  location_id: number;
  /** YYYY-MM-DD in the location's time zone. */
  slot_date: string;
  /** HH:mm, the slot's start. */
  slot_time: string;
  place: number;
  lead_id: string;
  created_at: string;
}

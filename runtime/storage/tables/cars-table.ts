/**
 * One row per car. The car document itself lives in `data` (JSON text on both backends); the other
 * columns copy the fields the platform looks cars up or filters them by.
 */
export interface CarsTable {
  id: number;
  slug: string;
  dealership_id: number;
  status: string;
  /** ISO 8601 timestamp, copied from the car's updated_at. */
  updated_at: string;
  data: string;
}

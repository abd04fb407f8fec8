import type { RecordAttributes } from "../index/car-record.ts";

/** One write of an Algolia batch (`POST /1/indexes/{index}/batch`), as the write API takes it. */
export type RecordWrite =
  | { action: "updateObject"; body: RecordAttributes & { objectID: string } }
  | { action: "partialUpdateObjectNoCreate"; body: RecordAttributes & { objectID: string } }
  | { action: "deleteObject"; body: { objectID: string } };

/**
 * The write that brings a hosted record from what was pushed before to what it should be now (null for no
 * record), or null when the hosted record is already right: a new record whole, a change as a partial update of
 * just the attributes that changed (a price cut sends the price), a record that lost attributes whole again (a
 * partial update cannot remove one), a car that left the listing as a delete.
 */
export function recordWrite(objectID: string, before: RecordAttributes | null, after: RecordAttributes | null): RecordWrite | null {
  if (!after) return before ? { action: "deleteObject", body: { objectID } } : null;
  if (!before || Object.keys(before).some((key) => !Object.hasOwn(after, key))) return { action: "updateObject", body: { ...after, objectID } };
  const changed: RecordAttributes = {};
  for (const [key, value] of Object.entries(after)) if (JSON.stringify(value) !== JSON.stringify(before[key])) changed[key] = value;
  return Object.keys(changed).length ? { action: "partialUpdateObjectNoCreate", body: { ...changed, objectID } } : null;
}

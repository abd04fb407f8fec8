import { ROW_BYTES, type FacetRows } from "../index/facet-rows.ts";
import type { FacetColumn } from "../index/facet-column.ts";
import type { FacetCounts } from "./count-facets.ts";

/** Counters per laned column: one per code (0: no value, then each value id + 1), in one shared buffer. */
const LANE_SPAN = 256;
let tally = new Int32Array(0);

/**
 * Counts several facets that hold a lane of the shared rows in one pass over the slots, reading each slot's
 * row once, and hands each column's counts to `use` with its place in `columns`. The pass only adds to
 * counters (no branch per value); which values occur is read off the counters afterwards, at most 255 per column.
 */
export function withRowCounts(rows: FacetRows, columns: readonly FacetColumn[], slots: Int32Array, use: (place: number, counts: FacetCounts) => void): void {
  const byteLanes: number[] = [];
  const byteAt: number[] = [];
  const maskLanes: number[] = [];
  const maskAt: number[] = [];
  columns.forEach((column, place) => {
    (column.multi ? maskLanes : byteLanes).push(column.lane);
    (column.multi ? maskAt : byteAt).push(place * LANE_SPAN);
  });
  if (tally.length < columns.length * LANE_SPAN) tally = new Int32Array(columns.length * LANE_SPAN);
  const counters = tally;
  const { bytes, words } = rows;
  for (let i = 0; i < slots.length; i++) {
    const base = slots[i]! * ROW_BYTES;
    for (let b = 0; b < byteLanes.length; b++) counters[byteAt[b]! + bytes[base + byteLanes[b]!]!]!++;
    for (let m = 0; m < maskLanes.length; m++) {
      for (let mask = words[(base + maskLanes[m]!) >>> 2]!; mask !== 0; mask &= mask - 1) counters[maskAt[m]! + 32 - Math.clz32(mask & -mask)]!++;
    }
  }
  try {
    columns.forEach((column, place) => {
      const counts = counters.subarray(place * LANE_SPAN + 1, (place + 1) * LANE_SPAN);
      if (column.presentScratch.length < column.values.length) column.presentScratch = new Int32Array(column.values.length * 2);
      let n = 0;
      for (let id = 0; id < column.values.length && id < counts.length; id++) if (counts[id] !== 0) column.presentScratch[n++] = id;
      use(place, { counts, present: column.presentScratch.subarray(0, n) });
    });
  } finally {
    counters.fill(0, 0, columns.length * LANE_SPAN);
  }
}

import { useCallback } from "react";
import { storedCompareEntries, toggleCompared, type CompareEntry, type CompareToggle } from "../rules/compare-list.ts";
import { localList, useLocalList } from "./local-list.ts";

/** Where the shopper's compare list lives in the browser. */
export const COMPARE_KEY = "forecourt:compare";

const compareList = localList(COMPARE_KEY, storedCompareEntries);

/** The shopper's compare list (at most three cars), kept in this browser. */
export function useCompareList() {
  const entries = useLocalList(compareList);
  // A car past the limit is refused and the list stays as it was.
  const toggle = useCallback((entry: CompareEntry): CompareToggle["outcome"] => {
    const { list, outcome } = toggleCompared(compareList.read(), entry);
    if (outcome !== "refused") compareList.write(list);
    return outcome;
  }, []);
  const remove = useCallback((id: number) => compareList.write(compareList.read().filter((entry) => entry.id !== id)), []);
  const isCompared = useCallback((id: number) => entries.some((entry) => entry.id === id), [entries]);
  return { entries, isCompared, toggle, remove };
}

import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";

// Each block hydrates in its own Suspense boundary, after the page's root: the root's effects run too early to
// know that a block's buttons answer clicks. Blocks report here once their boundary has committed.
const BlockHydrated = createContext<((blockId: string) => void) | null>(null);

/** Inside a block's Suspense boundary: tells the page that this block is interactive. */
export function ReportBlockHydrated({ blockId }: { blockId: string }) {
  const report = useContext(BlockHydrated);
  useEffect(() => report?.(blockId), [report, blockId]);
  return null;
}

/** Runs `run` once every block of the first page has hydrated. */
export function WhenBlocksHydrated({ blockIds, run, children }: { blockIds: string[]; run: () => void; children: ReactNode }) {
  const pending = useRef<Set<string> | null>(null);
  pending.current ??= new Set(blockIds);
  const report = useCallback(
    (blockId: string) => {
      if (pending.current!.delete(blockId) && pending.current!.size === 0) run();
    },
    [run],
  );
  useEffect(() => {
    if (blockIds.length === 0) run();
  }, [blockIds.length, run]);
  return <BlockHydrated.Provider value={report}>{children}</BlockHydrated.Provider>;
}

/** What a broken block shows: small and contained, so the rest of the page keeps working. */
export function BlockFallback({ type }: { type: string }) {
  return (
    <div className="fc-block-fallback" role="note" data-block-failed={type}>
      This section is unavailable right now.
    </div>
  );
}

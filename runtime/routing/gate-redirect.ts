/**
 * Where a signed-out visitor of a gated page goes (spec §4 Gated routes): /sign-in with the sign-in
 * `type`, the page to return to as `redirect`, and `back` (the page they came from on this site).
 * Returns null when the page may be shown.
 */
export function gateRedirect(options: {
  gate: string | null | undefined;
  signedIn: boolean;
  /** Path and query of the requested page. */
  requested: string;
  /** Path and query of the same-site page the visitor came from, if known. */
  cameFrom?: string | null;
}): string | null {
  if (!options.gate || options.signedIn) return null;
  const query = new URLSearchParams({ type: options.gate, redirect: options.requested });
  if (options.cameFrom && options.cameFrom !== options.requested) query.set("back", options.cameFrom);
  return `/sign-in?${query.toString()}`;
}

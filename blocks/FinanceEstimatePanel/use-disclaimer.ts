import { useCallback, useRef, useState } from "react";

export type DisclaimerState = { status: "idle" | "loading" } | { status: "ready"; text: string };

/**
 * The finance disclaimer of the car's lender entry for the site's provider (spec §7, car detail fetch),
 * fetched the first time the shopper asks for it and kept for every later opening.
 */
export function useDisclaimer(carId: number, fallback: string) {
  const [state, setState] = useState<DisclaimerState>({ status: "idle" });
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setState({ status: "loading" });
    fetch(`/api/finance/disclaimer?car_id=${carId}`, { headers: { Accept: "application/json" } })
      .then(async (response) => (response.ok ? ((await response.json()) as { disclaimer?: unknown }).disclaimer : null))
      .catch(() => null)
      .then((text) => setState({ status: "ready", text: typeof text === "string" && text !== "" ? text : fallback }));
  }, [carId, fallback]);
  return { state, load };
}

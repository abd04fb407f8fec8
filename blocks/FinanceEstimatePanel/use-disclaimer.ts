import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";

export type DisclaimerState = { status: "idle" | "loading" } | { status: "ready"; text: string };

/**
 * The finance disclaimer of the car's lender entry for the site's provider (spec §7, car detail fetch),
 * fetched the first time the shopper asks for it and kept for every later opening. Without an answer the
 * site's own disclaimer shows.
 */
export function useDisclaimer(carId: number, fallback: string) {
  const [asked, setAsked] = useState(false);
  const query = useQuery({
    queryKey: ["finance-disclaimer", carId],
    queryFn: ({ signal }) => fetchJson<{ disclaimer?: unknown }>(`/api/finance/disclaimer?car_id=${carId}`, { signal }),
    enabled: asked,
    staleTime: Infinity,
  });
  const text = query.data?.disclaimer;
  const state: DisclaimerState = !asked
    ? { status: "idle" }
    : query.isPending
      ? { status: "loading" }
      : { status: "ready", text: typeof text === "string" && text !== "" ? text : fallback };
  return { state, load: () => setAsked(true) };
}

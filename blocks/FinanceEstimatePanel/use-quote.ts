import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";
import type { EstimatePanelFigures, QuoteFigures } from "../../runtime/kit/finance.ts";

export type QuoteState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; quote: QuoteFigures }
  | { status: "failed" };

function readQuote(body: unknown): QuoteFigures | null {
  if (typeof body !== "object" || body === null) return null;
  const read = (key: string) => {
    const value = (body as Record<string, unknown>)[key];
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  };
  return {
    weeklyRepaymentAmount: read("weeklyRepaymentAmount"),
    advertisedRate: read("advertisedRate"),
    comparisonRate: read("comparisonRate"),
  };
}

/**
 * The car's finance quote: the one it came with, or (spec §4) one fetched once when quotes are on, the car has none
 * and a positive price. Spec §8: a failure is silent; the panel shows dashes.
 */
export function useQuote(figures: Pick<EstimatePanelFigures, "quote" | "fetchQuote">): QuoteState {
  const { quote, fetchQuote } = figures;
  const asked = useQuery({
    queryKey: ["finance-quote", fetchQuote],
    queryFn: ({ signal }) =>
      fetchJson<unknown>("/api/youx/quote", {
        body: { selfAssessedCreditScore: "GREAT", loanTerm: 5, whoIsHelping: "", ...fetchQuote },
        signal,
      }).then(readQuote),
    enabled: !quote && Boolean(fetchQuote),
    // Asked once (spec §4): a quote for the same car and terms does not change while the shopper is on the page,
    // and a failure stays a failure (spec §8), not asked again.
    staleTime: Infinity,
    retry: false,
  });
  if (quote) return { status: "ready", quote };
  if (!fetchQuote) return { status: "none" };
  if (asked.isPending) return { status: "loading" };
  return asked.data ? { status: "ready", quote: asked.data } : { status: "failed" };
}

import { useEffect, useRef, useState } from "react";
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
  const [state, setState] = useState<QuoteState>(() =>
    quote ? { status: "ready", quote } : fetchQuote ? { status: "loading" } : { status: "none" });
  const asked = useRef(false);

  useEffect(() => {
    if (!fetchQuote || asked.current) return;
    asked.current = true;
    const body = { selfAssessedCreditScore: "GREAT", loanTerm: 5, whoIsHelping: "", ...fetchQuote };
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    })
      .then(async (response) => (response.ok ? readQuote(await response.json()) : null))
      .catch(() => null)
      .then((answer) => setState(answer ? { status: "ready", quote: answer } : { status: "failed" }));
  }, [fetchQuote]);

  return state;
}

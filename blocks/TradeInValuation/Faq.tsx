import type { TradeInFaqEntry } from "./props.gen.ts";

/** Questions and answers as disclosure widgets: they open and close without JavaScript. */
export function Faq({ heading, entries }: { heading: string; entries: TradeInFaqEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className="fc-valuation__faq" aria-label={heading || "FAQ"}>
      {heading && <h2>{heading}</h2>}
      {entries.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}

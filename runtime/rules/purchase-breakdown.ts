import { formatCents } from "./price-display.ts";

/** How the shopper takes the car: from the dealership, or delivered at the estimate's price to its region. */
export type Handover = { method: "pickup" } | { method: "delivery"; price: number; region: string };

/** How the shopper pays the balance: cash, the calculator's estimate, or a quote a consultant calls with. */
export type Settlement = { method: "cash" } | { method: "finance"; repayment: string; per: string; years: number } | { method: "quote" };

export interface PurchaseInput {
  /** The car's price as the site shows it (`priceDisplay(...).amount`), in dollars. */
  price: number;
  handover: Handover;
  /** The site's reserve deposit, in dollars, paid at the end of the journey. */
  deposit: number;
  tradeIn: boolean;
  settlement: Settlement;
}

export interface BreakdownLine {
  label: string;
  amount: string;
}

export interface PurchaseBreakdown {
  lines: BreakdownLine[];
  /** What the rest of the purchase depends on, in words (trade-in, finance). */
  notes: string[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/**
 * The online purchase's price breakdown (issue 21 §3), computed by the server from the car, the delivery
 * estimate and the site's deposit, never from figures the browser sends: price, delivery, total, the deposit
 * due today and the balance due at handover. A trade-in is valued at inspection, so it is a note, not a figure.
 */
export function purchaseBreakdown(input: PurchaseInput): PurchaseBreakdown {
  const priceCents = Math.round(input.price * 100);
  const deliveryCents = input.handover.method === "delivery" ? Math.round(input.handover.price * 100) : 0;
  const totalCents = priceCents + deliveryCents;
  const depositCents = Math.min(Math.round(input.deposit * 100), totalCents);
  const balanceCents = totalCents - depositCents;
  const handover = input.handover.method === "delivery" ? `Delivery to ${input.handover.region}` : "Pick-up from the dealership";
  const lines: BreakdownLine[] = [
    { label: "Vehicle price", amount: formatCents(priceCents) },
    { label: handover, amount: deliveryCents === 0 ? "No charge" : formatCents(deliveryCents) },
    { label: "Total price", amount: formatCents(totalCents) },
    { label: "Deposit due today", amount: formatCents(depositCents) },
    { label: input.handover.method === "delivery" ? "Balance due on delivery" : "Balance due at pick-up", amount: formatCents(balanceCents) },
  ];
  const notes: string[] = [];
  if (input.tradeIn) notes.push("Your trade-in is valued at inspection and its value taken off the balance.");
  notes.push(settlementNote(input.settlement));
  return { lines, notes, totalCents, depositCents, balanceCents };
}

function settlementNote(settlement: Settlement): string {
  switch (settlement.method) {
    case "cash":
      return "You pay the balance yourself (cash, card or bank transfer).";
    case "finance":
      return `Finance estimate: ${settlement.repayment} ${settlement.per} over ${settlement.years} years. The repayment is an estimate only.`;
    case "quote":
      return "You asked for a finance quote: a consultant will call you with one.";
  }
}

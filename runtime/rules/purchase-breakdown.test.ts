import { describe, expect, it } from "vitest";
import { purchaseBreakdown } from "./purchase-breakdown.ts";

describe("the online purchase's price breakdown (issue 21 §3)", () => {
  it("pick-up with cash: price, no delivery charge, the $200 deposit today and the rest at pick-up", () => {
    const breakdown = purchaseBreakdown({ price: 27990, handover: { method: "pickup" }, deposit: 200, tradeIn: false, settlement: { method: "cash" } });
    expect(breakdown.lines).toEqual([
      { label: "Vehicle price", amount: "$27,990" },
      { label: "Pick-up from the dealership", amount: "No charge" },
      { label: "Total price", amount: "$27,990" },
      { label: "Deposit due today", amount: "$200" },
      { label: "Balance due at pick-up", amount: "$27,790" },
    ]);
    expect(breakdown).toMatchObject({ totalCents: 2_799_000, depositCents: 20_000, balanceCents: 2_779_000 });
    expect(breakdown.notes).toEqual(["You pay the balance yourself (cash, card or bank transfer)."]);
  });

  it("delivery adds the estimate's price to the total and the balance is due on delivery", () => {
    const breakdown = purchaseBreakdown({
      price: 27990.5,
      handover: { method: "delivery", price: 450, region: "Sunshine Coast" },
      deposit: 200,
      tradeIn: true,
      settlement: { method: "finance", repayment: "$147", per: "per week", years: 5 },
    });
    expect(breakdown.lines[1]).toEqual({ label: "Delivery to Sunshine Coast", amount: "$450" });
    expect(breakdown.lines[2]).toEqual({ label: "Total price", amount: "$28,440.50" });
    expect(breakdown.lines[4]).toEqual({ label: "Balance due on delivery", amount: "$28,240.50" });
    expect(breakdown.notes).toEqual([
      "Your trade-in is valued at inspection and its value taken off the balance.",
      "Finance estimate: $147 per week over 5 years. The repayment is an estimate only.",
    ]);
  });

  it("never asks a deposit above the total, and a quote request says a consultant calls", () => {
    const breakdown = purchaseBreakdown({ price: 150, handover: { method: "pickup" }, deposit: 200, tradeIn: false, settlement: { method: "quote" } });
    expect(breakdown).toMatchObject({ depositCents: 15_000, balanceCents: 0 });
    expect(breakdown.notes).toEqual(["You asked for a finance quote: a consultant will call you with one."]);
  });
});

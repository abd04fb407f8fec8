// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CONDITION_QUESTIONS } from "../../runtime/finance/trade-in-questions.ts";
import { submitLead } from "../../runtime/leads/submit-lead.ts";
import { propsFrom, renderBlock } from "../test-utils.tsx";
import type { TradeInData } from "./loader.ts";
import type { TradeInValuationProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };
import TradeInValuation from "./TradeInValuation.tsx";

vi.mock("../../runtime/leads/submit-lead.ts", () => ({ submitLead: vi.fn() }));
const submit = vi.mocked(submitLead);

const LEAD = "0b6f1c2e-8a0d-4c3e-9f51-2d7a4b6c8e90";
const baseData: TradeInData = {
  car: { id: 501, dealershipId: 101, dealershipSlug: "harbour-motors-toyota", name: "2021 Mazda CX-5" },
  instant: true,
  questions: CONDITION_QUESTIONS.map(({ id, label, options }) => ({ id, label, options: options.map(({ value, label: l }) => ({ value, label: l })) })),
  limits: { maxAgeYears: 7, maxKm: 100000 },
  saveValuation: false,
};

function renderFlow(data: TradeInData = baseData) {
  return renderBlock(TradeInValuation, { props: propsFrom<TradeInValuationProps>(schema), data, path: "/cars/trade-in?car_id=501" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole("button", { name: /^(Next|Get My Valuation)$/ }));
const estimateReply = (body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));

async function reachContact(km = "41000") {
  type("Rego", "abc123");
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "nsw" } });
  type("Make", "Mazda");
  type("Model", "CX-5");
  type("Year", "2021");
  next();
  await screen.findByRole("heading", { name: "Step 2 of 4: Odometer" });
  type("Odometer", km);
  next();
  await screen.findByRole("heading", { name: "Step 3 of 4: Condition" });
  for (const question of CONDITION_QUESTIONS) {
    fireEvent.click(within(screen.getByRole("group", { name: question.label })).getAllByRole("radio")[0]!);
  }
  next();
  await screen.findByRole("heading", { name: "Step 4 of 4: Your details" });
}

async function completeFlow(km = "41000") {
  await reachContact(km);
  type("First Name", "Sam");
  type("Email", "sam@example.com");
  type("Phone", "0412 345 678");
  type("Postcode", "2000");
  next();
}

beforeEach(() => submit.mockResolvedValue({ lead_id: LEAD }));
afterEach(() => {
  submit.mockReset();
  vi.unstubAllGlobals();
});

describe("TradeInValuation", () => {
  it("goes from rego to an offer, sending each step as a trade-in lead", async () => {
    const fetchSpy = estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 });
    vi.stubGlobal("fetch", fetchSpy);
    renderFlow();
    expect(screen.getByRole("heading", { name: "Step 1 of 4: Your car" })).toBeTruthy();
    await completeFlow();
    expect(await screen.findByText("$27,200 – $30,600")).toBeTruthy();

    const estimateBody = JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(estimateBody).toMatchObject({ make: "Mazda", model: "CX-5", year: 2021, km: 41000 });
    const [rego, adjustments, final] = submit.mock.calls;
    expect(rego).toEqual([expect.objectContaining({ form: "trade-in", source: "Website", rego: "ABC123", regoState: "nsw", car_id: 501 }), { isLastStep: false }]);
    expect(adjustments![0]).toMatchObject({ id: LEAD, kms: 41000, adjustmentAnswers: { accident: "no", tyres: "good" } });
    expect(adjustments![1]).toEqual({ isLastStep: false });
    expect(final![0]).toMatchObject({
      lead_id: LEAD, name: "Sam", email: "sam@example.com", postcode: "2000", Rego: "ABC123", kms: 41000, offer_price: 27200,
      car_id: 501, car_dealership_id: 101, dealership_slug: "harbour-motors-toyota", category: "Trade-In Enquiry",
    });
    expect(final![1]).toEqual({ isLastStep: true });
  });

  it("records the offer's acceptance", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
    renderFlow();
    await completeFlow();
    fireEvent.click(await screen.findByRole("button", { name: "Accept Offer" }));
    await screen.findByText(/We have your acceptance/);
    expect(submit.mock.calls.at(-1)).toEqual([
      expect.objectContaining({ subcategory: "3. Offer Accepted", lead_id: LEAD, form_completed: true, offer_accepted: true, offer_price: 27200 }),
      { isLastStep: true },
    ]);
  });

  it("asks the shopper to enquire for an old or high-km car", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "refused", reason: "too_many_km" }));
    renderFlow();
    await completeFlow("120000");
    expect(await screen.findByRole("heading", { name: "We can't estimate this car online" })).toBeTruthy();
    expect(screen.getByText(/Online estimates are for cars up to 7 years old with up to 100,000 km\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Enquire Now" }).getAttribute("href")).toBe("/contact");
    expect(submit.mock.calls.at(-1)![0]).not.toHaveProperty("offer_price");
  });

  it("skips the online estimate when the car is not eligible for instant valuation", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderFlow({ ...baseData, instant: false });
    await completeFlow();
    expect(await screen.findByRole("heading", { name: "Thanks for your details" })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the odometer with thousands separators and a kms suffix", async () => {
    renderFlow();
    type("Rego", "ABC123");
    type("Make", "Mazda");
    type("Model", "CX-5");
    type("Year", "2021");
    next();
    await screen.findByRole("heading", { name: "Step 2 of 4: Odometer" });
    type("Odometer", "41000");
    const odometer = screen.getByLabelText("Odometer") as HTMLInputElement;
    expect(odometer.value).toBe("41,000");
    expect(document.getElementById(odometer.getAttribute("aria-describedby")!)!.textContent).toBe("kms");
  });

  it("stops on a step with errors, listing them and focusing the summary", () => {
    renderFlow();
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("qld");
    next();
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("Please fix the following errors:");
    expect(within(summary).getByRole("link", { name: "Rego is required." }).getAttribute("href")).toBe("#test-0-rego");
    expect(document.activeElement).toBe(summary);
    expect(screen.getByLabelText("Rego").getAttribute("aria-invalid")).toBe("true");
    expect(submit).not.toHaveBeenCalled();
  });

  it("checks the postcode with the spec's message", async () => {
    renderFlow();
    await reachContact();
    type("First Name", "Sam");
    type("Email", "sam@example.com");
    type("Phone", "0412 345 678");
    type("Postcode", "200");
    next();
    expect(within(screen.getByRole("alert")).getByText("Invalid postcode. Please enter a 4-digit number.")).toBeTruthy();
    expect(submit.mock.calls.every(([, options]) => !options.isLastStep)).toBe(true);
  });

  it("keeps everything typed when the lead cannot be sent", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
    submit.mockImplementation(async (_data, options) => (options.isLastStep ? { error: "An unexpected error occured" } : { lead_id: LEAD }));
    renderFlow();
    await completeFlow();
    expect(await screen.findByText("An unexpected error occured")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("sam@example.com");
    expect(screen.queryByText("$27,200 – $30,600")).toBeNull();
  });

  it("carries on when a partial step cannot be stored", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
    submit.mockImplementation(async (_data, options) => (options.isLastStep ? { lead_id: LEAD } : { error: "offline" }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFlow();
    await completeFlow();
    expect(await screen.findByText("$27,200 – $30,600")).toBeTruthy();
    // without a stored first step there is no lead to adjust: rego, then the final lead
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("saves the valuation beside the lead where the site asks", async () => {
    const fetchSpy = vi.fn((url: string) => Promise.resolve(new Response(
      JSON.stringify(url === "/api/miscellaneous" ? { ok: true } : { kind: "offer", low: 27200, high: 30600, comparables: 5 }),
      { status: 200 },
    )));
    vi.stubGlobal("fetch", fetchSpy);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    renderFlow({ ...baseData, saveValuation: true });
    await completeFlow();
    await waitFor(() => expect(log).toHaveBeenCalledWith("Valuation data saved successfully"));
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === "/api/miscellaneous") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ column_name: "valuation", lead_id: LEAD, value: { low: 27200, high: 30600, comparables: 5 } });
  });

  it("answers the FAQ in disclosure widgets", () => {
    renderFlow();
    expect(screen.getByRole("heading", { name: "Frequently Asked Questions" })).toBeTruthy();
    expect(screen.getByText("How is my estimate worked out?").tagName).toBe("SUMMARY");
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CONDITION_QUESTIONS } from "../../runtime/kit/finance.ts";
import { conditionChoices, submitLead } from "../../runtime/kit/forms.ts";
import { field, leadSite } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import type { TradeInData } from "./data.ts";
import type { TradeInValuationProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };
import TradeInValuation from "./TradeInValuation.tsx";

vi.mock("../../runtime/forms/submit-lead.ts", () => ({ submitLead: vi.fn() }));
const submit = vi.mocked(submitLead);

const LEAD = "0b6f1c2e-8a0d-4c3e-9f51-2d7a4b6c8e90";
const SECRET = "s".repeat(43);
const baseData: TradeInData = {
  car: { id: 501, dealershipId: 101, dealershipSlug: "harbour-motors-toyota", name: "2021 Mazda CX-5" },
  instant: true,
  questions: conditionChoices(CONDITION_QUESTIONS),
  limits: { maxAgeYears: 7, maxKm: 100000 },
  saveValuation: false,
};

function renderFlow(data: TradeInData = baseData, leads: Record<string, unknown> = {}) {
  return renderBlock(TradeInValuation, {
    props: propsFrom<TradeInValuationProps>(schema),
    data,
    site: leadSite(leads),
    path: "/cars/trade-in?car_id=501",
  });
}

const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole("button", { name: /^(Next|Get My Valuation)$/ }));
const estimateReply = (body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
const stepHeading = (name: string) => screen.findByRole("heading", { name });

function fillCar(rego = "abc123", year = "2021") {
  type(/^Rego/, rego);
  type(/^Make/, "Mazda");
  type(/^Model/, "CX-5");
  type(/^Year/, year);
}

async function reachOdometer() {
  fillCar();
  fireEvent.change(field(/^State/), { target: { value: "nsw" } });
  next();
  await stepHeading("Step 2 of 4: Odometer");
}

function fillDetails(postcode = "2000") {
  type(/^First Name/, "Sam");
  type(/^Email/, "sam@example.com");
  type(/^Phone/, "0412 345 678");
  type(/^Postcode/, postcode);
}

async function reachContact(km = "41000") {
  await reachOdometer();
  type(/^Odometer/, km);
  next();
  await stepHeading("Step 3 of 4: Condition");
  for (const question of CONDITION_QUESTIONS) {
    fireEvent.click(within(screen.getByRole("group", { name: new RegExp(`^${escape(question.label)}`) })).getAllByRole("radio")[0]!);
  }
  next();
  await stepHeading("Step 4 of 4: Your details");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function completeFlow(km = "41000") {
  await reachContact(km);
  fillDetails();
  next();
}

/** The whole flow filled in and sent, the lead's last step refused by the server with its error shown. */
async function completeFlowWithLastStepFailing() {
  vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
  submit.mockImplementation(async (_data, options) => (options.isLastStep ? { error: "An unexpected error occured" } : { lead_id: LEAD }));
  renderFlow();
  await completeFlow();
  expect(await screen.findByText("An unexpected error occured")).toBeTruthy();
}

beforeEach(() => submit.mockResolvedValue({ lead_id: LEAD, lead_secret: SECRET }));
afterEach(() => {
  submit.mockReset();
  vi.unstubAllGlobals();
});

describe("TradeInValuation", () => {
  it("is the shared rjsf lead form: a step at a time, from rego to an offer, each step sent as a trade-in lead", async () => {
    const fetchSpy = estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 });
    vi.stubGlobal("fetch", fetchSpy);
    const view = renderFlow();
    expect(view.container.querySelector("form.fc-lead-form[novalidate]")).not.toBeNull();
    expect(screen.getByRole("heading", { name: "Step 1 of 4: Your car" })).toBeTruthy();
    await completeFlow();
    expect(await screen.findByText("$27,200 – $30,600")).toBeTruthy();

    const estimateBody = JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(estimateBody).toEqual({
      make: "Mazda", model: "CX-5", year: 2021, km: 41000,
      adjustmentAnswers: { accident: "no", mechanical: "no", body: "excellent", interior: "clean", service_history: "full", tyres: "good" },
    });
    const [rego, adjustments, final] = submit.mock.calls;
    expect(rego).toEqual([
      expect.objectContaining({ form: "trade-in", source: "Website", step: 1, rego: "ABC123", Rego: "ABC123", regoState: "nsw", car_id: 501 }),
      { isLastStep: false },
    ]);
    expect(adjustments![0]).toMatchObject({ step: 3, id: LEAD, kms: 41000, adjustmentAnswers: { accident: "no", tyres: "good" } });
    // Every step after the one that created the lead carries the secret its creation answered with.
    expect(adjustments![1]).toEqual({ isLastStep: false, leadSecret: SECRET });
    expect(final![0]).toMatchObject({
      step: 4, lead_id: LEAD, name: "Sam", email: "sam@example.com", postcode: "2000", Rego: "ABC123", kms: 41000, offer_price: 27200,
      "Vehicle Make": "Mazda", "Vehicle Model": "CX-5", vehicle_year: 2021,
      car_id: 501, car_dealership_id: 101, dealership_slug: "harbour-motors-toyota", category: "Trade-In Enquiry",
      page_id: "home", url: window.location.href,
    });
    expect(final![0]).not.toHaveProperty("answer__accident");
    expect(final![1]).toEqual({ isLastStep: true, idempotencyKey: expect.any(String), leadSecret: SECRET });
  });

  it("records the offer's acceptance", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
    renderFlow();
    await completeFlow();
    fireEvent.click(await screen.findByRole("button", { name: "Accept Offer" }));
    await screen.findByText(/We have your acceptance/);
    expect(submit.mock.calls.at(-1)).toEqual([
      expect.objectContaining({
        category: "Trade-In Enquiry", subcategory: "3. Offer Accepted", lead_id: LEAD, form_completed: true, offer_accepted: true, offer_price: 27200,
      }),
      { isLastStep: true, idempotencyKey: expect.any(String), leadSecret: SECRET },
    ]);
  });

  it("sends a step clicked again after a failure with the same Idempotency-Key, so the server stores it once", async () => {
    await completeFlowWithLastStepFailing();
    submit.mockResolvedValueOnce({ lead_id: LEAD });
    fireEvent.click(screen.getByRole("button", { name: "Get My Valuation" }));
    expect(await screen.findByText("$27,200 – $30,600")).toBeTruthy();
    submit.mockResolvedValueOnce({ error: "An unexpected error occured" });
    fireEvent.click(screen.getByRole("button", { name: "Accept Offer" }));
    expect(await screen.findByText("An unexpected error occured")).toBeTruthy();
    submit.mockResolvedValueOnce({ lead_id: LEAD });
    fireEvent.click(screen.getByRole("button", { name: "Accept Offer" }));
    await screen.findByText(/We have your acceptance/);

    const keys = submit.mock.calls.filter(([, options]) => options.isLastStep).map(([, options]) => options.idempotencyKey);
    const [valuation, valuationAgain, acceptance, acceptanceAgain] = keys;
    expect(keys).toHaveLength(4);
    expect(valuation).toEqual(expect.any(String));
    expect(valuationAgain).toBe(valuation);
    expect(acceptance).toEqual(expect.any(String));
    expect(acceptanceAgain).toBe(acceptance);
    expect(acceptance).not.toBe(valuation);
  });

  it("asks the shopper to enquire for an old or high-km car", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "refused", reason: "too_many_km" }));
    renderFlow();
    await completeFlow("120000");
    expect(await screen.findByRole("heading", { name: "We can't estimate this car online" })).toBeTruthy();
    expect(screen.getByText(/Online estimates are for cars up to 7 years old with up to 100,000 km\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Enquire Now" }).getAttribute("href")).toBe("/contact");
    expect(submit.mock.calls.at(-1)![0]).toMatchObject({ kms: 120000 });
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

  it("shows the odometer with thousands separators and a kms suffix (the shared odometer input)", async () => {
    renderFlow();
    await reachOdometer();
    type(/^Odometer/, "41000");
    const odometer = field(/^Odometer/);
    expect(odometer.value).toBe("41,000");
    expect(odometer.closest(".fc-lead-affix")!.textContent).toContain("kms");
  });

  it("starts the state on the site's default, and stops on a step with errors in the shared summary, which takes focus", async () => {
    renderFlow();
    expect(field(/^State/).value).toBe("qld");
    next();
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please fix the following errors:");
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Rego is required.", "Make is required.", "Model is required.", "Year is required.",
    ]);
    expect(within(summary).getByRole("link", { name: "Rego is required." }).getAttribute("href")).toBe(`#${field(/^Rego/).id}`);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(field(/^Rego/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { name: "Step 1 of 4: Your car" })).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("refuses a rego that is not letters and digits, and a year after next year", async () => {
    renderFlow();
    fillCar("AB#1", String(new Date().getFullYear() + 2));
    next();
    const summary = await screen.findByRole("alert");
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Please enter a valid rego.", `Year must be at most ${new Date().getFullYear() + 1}.`,
    ]);
  });

  it("asks for every condition answer", async () => {
    renderFlow();
    await reachOdometer();
    type(/^Odometer/, "41000");
    next();
    await stepHeading("Step 3 of 4: Condition");
    next();
    const links = within(await screen.findByRole("alert")).getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual(CONDITION_QUESTIONS.map((question) => `Please answer: ${question.label}`));
  });

  it("checks the postcode with the spec's message", async () => {
    renderFlow();
    await reachContact();
    fillDetails("200");
    next();
    expect(within(await screen.findByRole("alert")).getByText("Invalid postcode. Please enter a 4-digit number.")).toBeTruthy();
    expect(submit.mock.calls.filter(([, options]) => options.isLastStep)).toHaveLength(0);
  });

  it("asks for the site's terms agreement on the details step where the site requires it", async () => {
    renderFlow(baseData, { terms: { required: true } });
    await reachContact();
    fillDetails();
    next();
    expect(within(await screen.findByRole("alert")).getByText("* You must agree to the terms of use before submitting the form.")).toBeTruthy();
    expect(submit.mock.calls.filter(([, options]) => options.isLastStep)).toHaveLength(0);
  });

  it("keeps everything typed when the lead cannot be sent", async () => {
    await completeFlowWithLastStepFailing();
    expect(field(/^Email/).value).toBe("sam@example.com");
    expect(screen.getByRole("button", { name: "Get My Valuation" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText("$27,200 – $30,600")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await stepHeading("Step 3 of 4: Condition");
    expect((within(screen.getByRole("group", { name: /^Has the car ever been in an accident\?/ })).getAllByRole("radio")[0] as HTMLInputElement).checked).toBe(true);
  });

  it("carries on when a partial step cannot be stored", async () => {
    vi.stubGlobal("fetch", estimateReply({ kind: "offer", low: 27200, high: 30600, comparables: 5 }));
    submit.mockImplementation(async (_data, options) => (options.isLastStep ? { lead_id: LEAD } : { error: "offline" }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFlow();
    await completeFlow();
    expect(await screen.findByText("$27,200 – $30,600")).toBeTruthy();
    // Without a stored first step there is no lead to adjust: the rego step, then the complete lead on its own.
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0]).not.toHaveProperty("lead_id");
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
    expect(new Headers(init.headers).get("lead-secret")).toBe(SECRET);
  });

  it("answers the FAQ in disclosure widgets", () => {
    renderFlow();
    expect(screen.getByRole("heading", { name: "Frequently Asked Questions" })).toBeTruthy();
    expect(screen.getByText("How is my estimate worked out?").tagName).toBe("SUMMARY");
  });
});

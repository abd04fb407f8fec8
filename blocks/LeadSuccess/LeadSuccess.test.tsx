// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { LEAD_SUCCESS_COOKIE, storeLeadSuccess } from "../../runtime/kit/forms.ts";
import type { LoaderContext } from "../../runtime/types/index.ts";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import LeadSuccess from "./LeadSuccess.tsx";
import type { LeadSuccessProps } from "./props.gen.ts";
import { successDetails } from "./success-details.ts";

const props = propsFrom<LeadSuccessProps>(schema);
const id = "33333333-3333-4333-8333-333333333333";

beforeEach(() => localStorage.clear());

describe("LeadSuccess", () => {
  it("thanks the shopper by name, names the car and the reference from the success record, escaped", async () => {
    storeLeadSuccess({
      lead_id: id,
      form: "enquiry",
      car_name: "2022 Toyota Corolla",
      first_name: "<img src=x>",
      submitted_at: "2026-11-22T00:00:00Z",
    });
    const { container } = renderBlock(LeadSuccess, { props, data: { reference: null }, path: "/success" });
    expect(await screen.findByRole("heading", { name: "Thank You, <img src=x>" })).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("Your enquiry is about the 2022 Toyota Corolla.")).toBeTruthy();
    expect(screen.getByText(id)).toBeTruthy();
  });

  it("without a record shows the reference the server read from the no-JavaScript redirect's cookie", () => {
    renderBlock(LeadSuccess, { props, data: { reference: id }, path: "/success" });
    expect(screen.getByRole("heading", { name: "Thank You" })).toBeTruthy();
    expect(screen.getByText(id)).toBeTruthy();
  });

  it("shows no reference from the URL", () => {
    const { container } = renderBlock(LeadSuccess, { props, data: { reference: null }, path: `/success?lead_id=${id}` });
    expect(container.textContent).not.toContain(id);
  });
});

describe("LeadSuccess loader", () => {
  const ctx = (cookies?: Record<string, string>) => ({ cookies }) as unknown as LoaderContext;
  it("reads the reference from the no-JavaScript redirect's cookie, and only a lead id", async () => {
    expect(await load(props, ctx({ [LEAD_SUCCESS_COOKIE]: id }))).toEqual({ reference: id });
    expect(await load(props, ctx({ [LEAD_SUCCESS_COOKIE]: "<script>" }))).toEqual({ reference: null });
    expect(await load(props, ctx({}))).toEqual({ reference: null });
    expect(await load(props, ctx())).toEqual({ reference: null });
  });
});

describe("successDetails", () => {
  it("ignores a record of another lead than the server's reference names", () => {
    const record = { lead_id: id, form: "enquiry", car_name: "Car", first_name: "Ada", submitted_at: "t" };
    const other = "44444444-4444-4444-8444-444444444444";
    expect(successDetails(record, other)).toEqual({ reference: other, carName: null, firstName: null });
    expect(successDetails(record, id)).toEqual({ reference: id, carName: "Car", firstName: "Ada" });
    expect(successDetails(null, null)).toEqual({ reference: null, carName: null, firstName: null });
  });
});

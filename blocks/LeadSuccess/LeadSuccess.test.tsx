// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { storeLeadSuccess } from "../../runtime/kit/forms.ts";
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
    const { container } = renderBlock(LeadSuccess, { props, path: "/success" });
    expect(await screen.findByRole("heading", { name: "Thank You, <img src=x>" })).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("Your enquiry is about the 2022 Toyota Corolla.")).toBeTruthy();
    expect(screen.getByText(id)).toBeTruthy();
  });

  it("without a record shows the reference of the no-JavaScript redirect", () => {
    renderBlock(LeadSuccess, { props, path: `/success?lead_id=${id}` });
    expect(screen.getByRole("heading", { name: "Thank You" })).toBeTruthy();
    expect(screen.getByText(id)).toBeTruthy();
  });
});

describe("successDetails", () => {
  it("ignores a record of another lead than the URL names, and a malformed id", () => {
    const record = { lead_id: id, form: "enquiry", car_name: "Car", first_name: "Ada", submitted_at: "t" };
    const other = "44444444-4444-4444-8444-444444444444";
    expect(successDetails(record, new URLSearchParams(`lead_id=${other}`))).toEqual({
      reference: other,
      carName: null,
      firstName: null,
    });
    expect(successDetails(null, new URLSearchParams("lead_id=<script>"))).toEqual({
      reference: null,
      carName: null,
      firstName: null,
    });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CurrentPath, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import {
  created,
  failed,
  fakeLeadApi,
  field,
  formData,
  leadSite,
  rjsfLoaded,
} from "../../tests/kit/blocks/lead-block-kit.tsx";
import { LEAD_SUCCESS_KEY } from "../../runtime/kit/forms.ts";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

const props = propsFrom<LeadFormProps>(schema, { form: "multi-step-enquiry" });

async function renderSteps() {
  const view = renderBlock(LeadForm, {
    props,
    data: formData(),
    site: leadSite({ terms: { required: true } }),
    blockId: "ms-1",
    after: <CurrentPath />,
  });
  await rjsfLoaded(view.container);
  return view;
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));

async function toLastStep() {
  fireEvent.change(field(/Comments/), { target: { value: "Looking for a ute" } });
  next();
  await screen.findByText("Step 2 of 3: Your Details");
  fireEvent.change(field(/First Name/), { target: { value: "Ada" } });
  fireEvent.change(field(/Email/), { target: { value: "ada@example.com" } });
  fireEvent.change(field(/Phone/), { target: { value: "0400 000 000" } });
  fireEvent.change(field(/Postcode/), { target: { value: "4000" } });
  next();
  await screen.findByText("Step 3 of 3: Your Dealership");
  fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
  fireEvent.click(field(/I agree/));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("LeadForm multi-step-enquiry (spec §4)", () => {
  it("checks each step before the next, and goes back without losing answers", async () => {
    await renderSteps();
    expect(screen.getByText("Step 1 of 3: Your Enquiry")).toBeTruthy();
    next();
    expect(await screen.findByRole("link", { name: "Comments is required." })).toBeTruthy();
    expect(screen.queryByLabelText(/First Name/)).toBeNull();
    fireEvent.change(field(/Comments/), { target: { value: "Looking for a ute" } });
    next();
    await screen.findByText("Step 2 of 3: Your Details");
    fireEvent.change(field(/First Name/), { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(field(/Comments/).value).toBe("Looking for a ute");
    next();
    await screen.findByText("Step 2 of 3: Your Details");
    expect(field(/First Name/).value).toBe("Ada");
  });

  it("submits on the last step and goes to /success with a success record", async () => {
    const calls = fakeLeadApi(created("22222222-2222-4222-8222-222222222222"));
    await renderSteps();
    await toLastStep();
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(screen.getByText("/success")).toBeTruthy());
    expect(calls[0]!.body).toMatchObject({
      isLastStep: true,
      userData: { form: "multi-step-enquiry", message: "Looking for a ute", name: "Ada", terms_conditions: true },
    });
    expect(JSON.parse(localStorage.getItem(LEAD_SUCCESS_KEY)!).lead_id).toBe("22222222-2222-4222-8222-222222222222");
  });

  it("shows the server's message on failure and keeps every answer", async () => {
    fakeLeadApi(failed(429, [{ field: "body", message: "Too many submissions. Please try again later." }]));
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { container } = await renderSteps();
    await toLastStep();
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() =>
      expect(container.querySelector(".fc-lead-alert--destructive")?.textContent).toBe(
        "Too many submissions. Please try again later.",
      ),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText("Step 3 of 3: Your Dealership")).toBeTruthy();
    expect((field(/I agree/) as HTMLInputElement).checked).toBe(true);
  });

  it("shows 'An unexpected error occured' when the server gives no message", async () => {
    fakeLeadApi(failed(500), failed(500));
    const { container } = await renderSteps();
    await toLastStep();
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() =>
      expect(container.querySelector(".fc-lead-alert--destructive")?.textContent).toBe("An unexpected error occured"),
    );
  });
});

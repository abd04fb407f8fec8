// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { ADA, created, fakeLeadApi, field, formData, leadSite, rjsfLoaded, typeInto } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { addAnalyticsSink } from "../../runtime/kit/analytics.ts";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("LeadForm careers (spec §9)", () => {
  it("sends a General Enquiry with subcategory Career Enquiry and event 51, with no category select", async () => {
    const calls = fakeLeadApi(created());
    const events: number[] = [];
    const remove = addAnalyticsSink((event) => void events.push(event.id));
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "careers" }),
      data: formData(),
      site: leadSite({ message_required: false }),
      blockId: "careers",
    });
    await rjsfLoaded(container);
    expect(screen.queryByLabelText(/Category/)).toBeNull();
    typeInto([
      ...ADA,
      [/Position of Interest/, "Sales Consultant"],
    ]);
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(events).toEqual([51]));
    remove();
    expect(calls[0]!.body).toMatchObject({
      userData: { form: "careers", category: "General Enquiry", subcategory: "Career Enquiry", position: "Sales Consultant" },
    });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { created, fakeLeadApi, field, formData, leadSite, rjsfLoaded } from "../../tests/kit/blocks/lead-block-kit.tsx";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("LeadForm service-enquiry", () => {
  it("asks which service centre (its only one chosen already) and sends a Service Enquiry with that location", async () => {
    const calls = fakeLeadApi(created());
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "service-enquiry" }),
      data: formData(),
      site: leadSite(),
      blockId: "service",
    });
    await rjsfLoaded(container);
    expect(field(/Service Centre/).value).toBe("12");
    expect(screen.getByLabelText("Rego - Helps us better assist your enquiry")).toBeTruthy();
    for (const [label, value] of [
      [/First Name/, "Ada"],
      [/Email/, "ada@example.com"],
      [/Phone/, "0400000000"],
      [/Postcode/, "4000"],
      [/Comments/, "Logbook service"],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      userData: {
        category: "Service Enquiry",
        location_id: 12,
        location: "Harbour Toyota - Service",
        dealership_slug: "harbour-toyota",
      },
    });
  });
});

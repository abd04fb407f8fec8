// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { ADA, created, fakeLeadApi, field, formData, leadSite, rjsfLoaded, typeInto } from "../../tests/kit/blocks/lead-block-kit.tsx";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("LeadForm finance-enquiry", () => {
  it("is prefilled from the link's query and sends car_type and vin with the lead", async () => {
    const calls = fakeLeadApi(created());
    const path =
      "/finance-enquiry?preferredDealership=harbour-mazda&vehiclePriceBudget=32500&car_type=used&vin=JM0KF4W7A00123456";
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "finance-enquiry" }),
      data: formData(),
      site: leadSite(),
      path,
      blockId: "finance-form",
    });
    await rjsfLoaded(container);
    expect(container.querySelector("#finance-form")).not.toBeNull();
    expect(field(/Select a Preferred Dealership/).value).toBe("harbour-mazda");
    expect(field(/^Vehicle Price Budget/).value).toBe("32,500");
    typeInto(ADA);
    fireEvent.click(screen.getByLabelText("Yes"));
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      userData: {
        category: "Finance Enquiry",
        finance: "Yes",
        vehiclePriceBudget: 32500,
        "do-you-have-a-trade-in": "Yes",
        car_type: "used",
        vin: "JM0KF4W7A00123456",
        dealership_slug: "harbour-mazda",
      },
    });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { ADA, created, fakeLeadApi, field, formData, leadSite, rjsfLoaded, typeInto } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { toLeadCar } from "../../runtime/kit/forms.ts";
import { testCar } from "../../tests/kit/leads/lead-fixtures.ts";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

describe("LeadForm request-photos (spec §5)", () => {
  it("asks only for contact details and an optional message, and sends the hidden request text", async () => {
    const calls = fakeLeadApi(created());
    const car = toLeadCar(testCar({ car_type: "new" }));
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "request-photos" }),
      data: formData({ car }),
      site: leadSite(),
      blockId: "photos",
    });
    await rjsfLoaded(container);
    expect(container.querySelectorAll("input:not([type=hidden]):not([name=website]), textarea, select")).toHaveLength(6);
    typeInto(ADA);
    fireEvent.click(screen.getByRole("button", { name: "Request Photos" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      userData: {
        request: "Please send me more photos of the 2022 Toyota Corolla Ascent Sport.",
        subcategory: "Request Photos",
        vehicle_status: "new",
      },
    });
  });
});

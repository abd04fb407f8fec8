// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { formData, leadSite, rjsfLoaded } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { toLeadCar } from "../../runtime/kit/forms.ts";
import { testCar } from "../../tests/kit/leads/lead-fixtures.ts";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

const props = propsFrom<LeadFormProps>(schema, { form: "find-similar", only_when_sold: true });

describe("LeadForm find-similar (spec §4)", () => {
  it("shows on a sold car", async () => {
    const sold = toLeadCar(testCar({ status: "sold", sold: true }));
    const { container } = renderBlock(LeadForm, {
      props,
      data: formData({ car: sold }),
      site: leadSite(),
      blockId: "similar",
    });
    expect(screen.getByRole("heading", { name: "Find Me Something Similar" })).toBeTruthy();
    await rjsfLoaded(container);
    expect(screen.getByRole("button", { name: "Find Me Something Similar" })).toBeTruthy();
  });

  it("stays away while the car is in stock, unless told to show anyway", () => {
    const inStock = toLeadCar(testCar({ status: "coming_soon" }));
    const { container } = renderBlock(LeadForm, {
      props,
      data: formData({ car: inStock }),
      site: leadSite(),
      blockId: "similar",
    });
    expect(container.innerHTML).toBe("");
    renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "find-similar", only_when_sold: false }),
      data: formData({ car: inStock }),
      site: leadSite(),
      blockId: "s2",
    });
    expect(screen.getByRole("heading", { name: "Find Me Something Similar" })).toBeTruthy();
  });
});

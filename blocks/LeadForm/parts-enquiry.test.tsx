// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { field, formData, leadSite, rjsfLoaded } from "../../tests/kit/blocks/lead-block-kit.tsx";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

describe("LeadForm parts-enquiry", () => {
  it("requires the parts wanted and checks the VIN", async () => {
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "parts-enquiry" }),
      data: formData(),
      site: leadSite(),
      blockId: "parts",
    });
    await rjsfLoaded(container);
    fireEvent.change(field(/VIN/), { target: { value: "IOQ" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    expect(await screen.findByRole("link", { name: "Parts Required is required." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Please enter a valid VIN." })).toBeTruthy();
  });
});

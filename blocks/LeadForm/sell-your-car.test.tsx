// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { ADA, created, fakeLeadApi, field, formData, leadSite, rjsfLoaded, typeInto } from "../../tests/kit/blocks/lead-block-kit.tsx";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

async function renderSell(site = leadSite()) {
  const view = renderBlock(LeadForm, {
    props: propsFrom<LeadFormProps>(schema, { form: "sell-your-car" }),
    data: formData(),
    site,
    blockId: "sell",
  });
  await rjsfLoaded(view.container);
  return view;
}

describe("LeadForm sell-your-car: money and odometer inputs (spec §5)", () => {
  it("shows money with a $ prefix and thousands separators, with the quick picks $5,000 to $70,000", async () => {
    const { container } = await renderSell();
    const price = field(/^Asking Price/);
    expect(price.parentElement!.textContent).toBe("$");
    fireEvent.change(price, { target: { value: "15000" } });
    expect(field(/^Asking Price/).value).toBe("15,000");
    const picks = within(screen.getByRole("group", { name: "Quick picks for Asking Price" })).getAllByRole("button");
    expect(picks.map((b) => b.textContent)).toEqual([
      "$5,000",
      "$10,000",
      "$15,000",
      "$20,000",
      "$30,000",
      "$40,000",
      "$50,000",
      "$70,000",
    ]);
    fireEvent.click(picks.at(-1)!);
    expect(field(/^Asking Price/).value).toBe("70,000");
    expect(picks.at(-1)!.getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector(".fc-lead-field--odometer .fc-lead-affix__text")!.textContent).toBe("kms");
  });

  it("uses the site's quick picks", async () => {
    await renderSell(leadSite({ money_quick_picks: [300000, 800000] }));
    const picks = within(screen.getByRole("group", { name: "Quick picks for Asking Price" })).getAllByRole("button");
    expect(picks.map((b) => b.textContent)).toEqual(["$300,000", "$800,000"]);
  });

  it("shows the odometer with separators and sends whole numbers; the state starts on qld", async () => {
    const calls = fakeLeadApi(created());
    await renderSell();
    fireEvent.change(field(/Odometer/), { target: { value: "120500" } });
    expect(field(/Odometer/).value).toBe("120,500");
    expect(field(/^State/).value).toBe("qld");
    typeInto([
      ...ADA,
      [/^Make/, "Mazda"],
      [/^Model/, "CX-5"],
      [/^Year/, "2019"],
    ]);
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      userData: { kms: 120500, vehicle_year: 2019, "Vehicle Make": "Mazda", regoState: "qld", subcategory: "Sell Your Car" },
    });
  });

  it("names an odometer it cannot read", async () => {
    await renderSell();
    fireEvent.change(field(/Odometer/), { target: { value: "lots" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    expect(await screen.findByRole("link", { name: "Please enter a valid odometer." })).toBeTruthy();
  });
});

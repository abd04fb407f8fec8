// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { created, fakeLeadApi, field, formData, leadSite, rjsfLoaded } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { addAnalyticsSink } from "../../runtime/kit/analytics.ts";
import { toLeadCar } from "../../runtime/kit/forms.ts";
import { testCar } from "../../tests/kit/leads/lead-fixtures.ts";
import { openLeadForm } from "../../runtime/forms/ui/lead-dialog.tsx";
import { act } from "@testing-library/react";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

const availability = [
  { date: "2026-11-23", slots: ["10:30", "11:00"] },
  { date: "2026-11-24", slots: ["09:00"] },
];
const usedCar = toLeadCar(
  testCar({ location: { id: 11, name: "Harbour Toyota - Sales", distribution_locations: ["Gold Coast", "Ipswich"] } } as never),
);

afterEach(() => vi.unstubAllGlobals());

describe("LeadForm test-drive (spec §5)", () => {
  it("offers the available dates, then the chosen date's times, and the car's test-drive locations", async () => {
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "test-drive" }),
      data: formData({ car: usedCar, availability }),
      site: leadSite(),
      blockId: "td",
    });
    await rjsfLoaded(container);
    const date = field(/Preferred Date/);
    expect(
      within(date)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Please Select a Date", "Mon 23/11/2026", "Tue 24/11/2026"]);
    fireEvent.change(date, { target: { value: "2026-11-24" } });
    await waitFor(() =>
      expect(
        within(field(/Preferred Time/))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Please Select a Time", "9:00am"]),
    );
    expect(
      within(field(/Test Drive Location/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Please Select a Location", "Gold Coast", "Ipswich"]);
    expect((field(/Comments/) as HTMLElement).getAttribute("aria-required")).toBeNull();
  });

  it("names the car it books, unless the site gives its own intro", () => {
    const props = propsFrom<LeadFormProps>(schema, { form: "test-drive" });
    const view = renderBlock(LeadForm, { props, data: formData({ car: usedCar }), site: leadSite(), blockId: "td" });
    expect(screen.getByText(`Your test drive of the ${usedCar.name}.`)).toBeTruthy();
    view.unmount();
    renderBlock(LeadForm, { props: { ...props, intro: "Pick a time." }, data: formData({ car: usedCar }), site: leadSite(), blockId: "td" });
    expect(screen.getByText("Pick a time.")).toBeTruthy();
    expect(screen.queryByText(/Your test drive of/)).toBeNull();
  });

  it("books the test drive with its date and time; a used car is event 48", async () => {
    const calls = fakeLeadApi(created());
    const events: number[] = [];
    const remove = addAnalyticsSink((event) => void events.push(event.id));
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "test-drive" }),
      data: formData({ car: usedCar, availability }),
      site: leadSite(),
      blockId: "td",
    });
    await rjsfLoaded(container);
    fireEvent.change(field(/First Name/), { target: { value: "Ada" } });
    fireEvent.change(field(/Email/), { target: { value: "ada@example.com" } });
    fireEvent.change(field(/Phone/), { target: { value: "0400 000 000" } });
    fireEvent.change(field(/Postcode/), { target: { value: "4000" } });
    fireEvent.change(field(/Preferred Date/), { target: { value: "2026-11-23" } });
    fireEvent.change(field(/Preferred Time/), { target: { value: "11:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Book a Test Drive" }));
    await waitFor(() => expect(events).toEqual([48]));
    remove();
    expect(calls[0]!.body).toMatchObject({
      userData: {
        form: "test-drive",
        category: "Test Drive",
        preferred_date: "2026-11-23",
        preferred_time: "11:00",
        car_id: 5001,
      },
    });
  });

  it("opens in a dialog from its button when the site asks for one", async () => {
    const props = propsFrom<LeadFormProps>(schema, { form: "test-drive", display: "dialog" });
    const { container } = renderBlock(LeadForm, {
      props,
      data: formData({ car: usedCar, availability }),
      site: leadSite(),
      blockId: "td",
    });
    const trigger = screen.getByRole("button", { name: "Book a Test Drive" });
    expect(trigger.getAttribute("commandfor")).toBe("lead-td-dialog");
    fireEvent.click(trigger);
    expect(container.querySelector("dialog")!.open).toBe(true);
    await rjsfLoaded(container);
  });

  it("opens from elsewhere on the page by form id (e.g. a vehicle sidebar button)", async () => {
    const props = propsFrom<LeadFormProps>(schema, { form: "test-drive", display: "dialog" });
    const { container } = renderBlock(LeadForm, { props, data: formData({ car: usedCar, availability }), site: leadSite(), blockId: "td" });
    act(() => openLeadForm({ form: "enquiry" }));
    expect(container.querySelector("dialog")!.open).toBe(false);
    act(() => openLeadForm({ form: "test-drive" }));
    expect(container.querySelector("dialog")!.open).toBe(true);
    await rjsfLoaded(container);
  });
});

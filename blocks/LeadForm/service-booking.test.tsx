// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { ADA, created, failed, fakeLeadApi, field, formData, leadSite, rjsfLoaded, typeInto } from "../../tests/kit/blocks/lead-block-kit.tsx";
import { pageQueryKey } from "../../runtime/ui/page-data.ts";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

afterEach(() => vi.unstubAllGlobals());

const slotsByLocation = {
  "12": [
    { date: "2026-12-07", slots: ["07:30", "08:30"] },
    { date: "2026-12-08", slots: ["09:30"] },
  ],
};

/** The booking's vehicle and contact answers, everything but the slot. */
function describeCarAndShopper() {
  typeInto([
    [/^Rego/, "ABC123"],
    [/^Make/, "Toyota"],
    [/^Model/, "Corolla"],
    [/^Year/, "2019"],
    [/Odometer/, "45000"],
    [/Service Type/, "Logbook service"],
    ...ADA,
  ]);
}

const options = (select: HTMLElement) => [...select.querySelectorAll("option")].map((option) => option.textContent);

describe("LeadForm service-enquiry (a service booking)", () => {
  it("offers the service centre's free drop-off times and sends a Service Booking with the slot and the car", async () => {
    const calls = fakeLeadApi(created());
    const { container } = renderBlock(LeadForm, {
      props: propsFrom<LeadFormProps>(schema, { form: "service-enquiry" }),
      data: formData({ slotsByLocation }),
      site: leadSite(),
      blockId: "service",
    });
    await rjsfLoaded(container);
    expect(field(/Service Centre/).value).toBe("12");
    const dates = [...field(/^Date/).querySelectorAll("option")].map((option) => option.textContent);
    expect(dates).toEqual(["Please Select a Date", "Mon 07/12/2026", "Tue 08/12/2026"]);
    fireEvent.change(field(/^Date/), { target: { value: "2026-12-08" } });
    expect(options(field(/Drop-off Time/))).toEqual(["Please Select a Time", "9:30am"]);
    fireEvent.change(field(/Drop-off Time/), { target: { value: "09:30" } });
    describeCarAndShopper();
    fireEvent.click(screen.getByRole("button", { name: "Book a Service" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      userData: {
        form: "service-enquiry",
        category: "Service Booking",
        location_id: 12,
        location: "Harbour Toyota - Service",
        preferred_date: "2026-12-08",
        preferred_time: "09:30",
        Rego: "ABC123",
        "Vehicle Make": "Toyota",
        kms: 45000,
        service_type: "Logbook service",
      },
    });
  });

  it("told the slot was just taken, fetches the page's slots again and offers only the free ones, keeping what was typed", async () => {
    const taken = "Sorry, that time has just been booked. Please choose another time.";
    const calls = fakeLeadApi(failed(409, [{ field: "preferred_time", message: taken }]), created());
    const fresh = { "12": [{ date: "2026-12-08", slots: ["10:30"] }] };
    // The page as the browser holds it: its blocks' data in the page's query, fetched again when invalidated.
    function ServicePage(block: BlockComponentProps<LeadFormProps, LeadFormData>) {
      const page = useQuery({ queryKey: pageQueryKey("/service"), queryFn: () => formData({ slotsByLocation: fresh }), initialData: block.data, staleTime: Infinity });
      return <LeadForm {...block} data={page.data} />;
    }
    const { container } = renderBlock(ServicePage, {
      props: propsFrom<LeadFormProps>(schema, { form: "service-enquiry" }),
      data: formData({ slotsByLocation }),
      site: leadSite(),
      blockId: "service",
      path: "/service",
    });
    await rjsfLoaded(container);
    fireEvent.change(field(/^Date/), { target: { value: "2026-12-08" } });
    fireEvent.change(field(/Drop-off Time/), { target: { value: "09:30" } });
    describeCarAndShopper();
    fireEvent.click(screen.getByRole("button", { name: "Book a Service" }));

    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent === taken)).toBe(true));
    await waitFor(() => expect(options(field(/Drop-off Time/))).toEqual(["Please Select a Time", "10:30am"]));
    expect(field(/Drop-off Time/).value).toBe("");
    expect(field(/^Date/).value).toBe("2026-12-08");
    expect(options(field(/^Date/))).toEqual(["Please Select a Date", "Tue 08/12/2026"]);
    expect(field(/^Rego/).value).toBe("ABC123");

    fireEvent.change(field(/Drop-off Time/), { target: { value: "10:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Book a Service" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ userData: { preferred_date: "2026-12-08", preferred_time: "10:30", Rego: "ABC123" } });
  });
});

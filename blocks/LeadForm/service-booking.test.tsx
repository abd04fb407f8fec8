// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { created, fakeLeadApi, field, formData, leadSite, rjsfLoaded } from "../../tests/kit/blocks/lead-block-kit.tsx";
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
    const times = [...field(/Drop-off Time/).querySelectorAll("option")].map((option) => option.textContent);
    expect(times).toEqual(["Please Select a Time", "9:30am"]);
    for (const [label, value] of [
      [/Drop-off Time/, "09:30"],
      [/^Rego/, "ABC123"],
      [/^Make/, "Toyota"],
      [/^Model/, "Corolla"],
      [/^Year/, "2019"],
      [/Odometer/, "45000"],
      [/Service Type/, "Logbook service"],
      [/First Name/, "Ada"],
      [/Email/, "ada@example.com"],
      [/Phone/, "0400000000"],
      [/Postcode/, "4000"],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
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
});

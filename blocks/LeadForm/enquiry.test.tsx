// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CurrentPath, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { RouteContext, SiteContext, type RouteInfo } from "../../runtime/kit/ui.ts";
import { addAnalyticsSink } from "../../runtime/kit/analytics.ts";
import { LEAD_SUCCESS_KEY, toLeadCar } from "../../runtime/kit/forms.ts";
import { CONTACT_PREFILL_KEY } from "../../runtime/forms/contact-prefill.ts";
import { testCar } from "../../tests/kit/leads/lead-fixtures.ts";
import {
  created,
  failed,
  fakeLeadApi,
  field,
  formData,
  leadSite,
  rjsfLoaded,
} from "../../tests/kit/blocks/lead-block-kit.tsx";
import schema from "./schema.json" with { type: "json" };
import LeadForm from "./LeadForm.tsx";
import type { LeadFormProps } from "./props.gen.ts";

const props = propsFrom<LeadFormProps>(schema, { form: "enquiry" });
const car = toLeadCar(testCar());

function renderEnquiry(options: { site?: ReturnType<typeof leadSite>; data?: ReturnType<typeof formData> } = {}) {
  return renderBlock(LeadForm, {
    props,
    data: options.data ?? formData(),
    site: options.site ?? leadSite(),
    path: "/contact",
    blockId: "contact-1",
    after: <CurrentPath />,
  });
}

async function fillContact() {
  fireEvent.change(field(/First Name/), { target: { value: "Ada" } });
  fireEvent.change(field(/Email/), { target: { value: "ada@example.com" } });
  fireEvent.change(field(/Phone/), { target: { value: "0400 000 000" } });
  fireEvent.change(field(/Postcode/), { target: { value: "4000" } });
  fireEvent.change(field(/Comments/), { target: { value: "Is it available?" } });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A form block in the providers a page gives its blocks, for rendering on the server and hydrating. */
function AsPage({ route, children }: { route: RouteInfo; children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SiteContext.Provider value={leadSite()}>
          <RouteContext.Provider value={route}>{children}</RouteContext.Provider>
        </SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe("LeadForm enquiry without JavaScript (server render)", () => {
  it("is a real form posting to /api/leads/form with the hidden fields the server needs", () => {
    const html = renderToString(
      <AsPage route={{ pattern: "/cars/{slug}", params: {}, path: "/cars/x?utm_source=a", pageId: "vehicle" }}>
        <LeadForm props={props} data={formData({ car })} blockId="vehicle-2" />
      </AsPage>,
    );
    // rjsf's form; novalidate: the server's check answers a post, with the spec's words.
    expect(html).toContain('<form class="fc-lead-form" id="lead-vehicle-2-form" noValidate="" action="/api/leads/form" method="post">');
    for (const hidden of [
      'name="_form" value="enquiry"',
      'name="_block" value="vehicle-2"',
      'name="_back" value="/cars/x?utm_source=a"',
      'name="_car" value="5001"',
      'name="_key" value="post-key-1-vehicle-2"',
    ]) {
      expect(html).toContain(hidden);
    }
    expect(html).toContain('name="website"');
    expect(html).toMatch(/<button type="submit" class="fc-lead-submit">Enquire Now<\/button>/);
    const postcode = html.match(/<input[^>]*name="postcode"[^>]*>/)![0];
    expect(postcode).toContain('required=""');
    expect(postcode).toContain('maxLength="4"');
  });

  it("shows the errors and typed values of a refused post", () => {
    const draft = {
      block_id: "contact-1",
      values: { name: "<b>Ada</b>", postcode: "40000" },
      errors: [{ field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }],
    };
    const html = renderToString(
      <AsPage route={{ pattern: "/contact", params: {}, path: "/contact", pageId: "contact" }}>
        <LeadForm props={props} data={formData({ draft })} blockId="contact-1" />
      </AsPage>,
    );
    expect(html).toContain("Please fix the following errors:");
    expect(html).toContain('<a href="#lead-contact-1_postcode">Invalid postcode. Please enter a 4-digit number.</a>');
    expect(html).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(html).toContain('value="40000"');
  });
});

describe("LeadForm enquiry with JavaScript", () => {
  it("hydrates the server's form in place when asked for, keeping what was typed before", async () => {
    const page = (
      <AsPage route={{ pattern: "/contact", params: {}, path: "/contact", pageId: "contact" }}>
        <LeadForm props={props} data={formData()} blockId="contact-1" />
      </AsPage>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    const serverInput = field(/First Name/);
    serverInput.value = "Early";
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));
    try {
      await rjsfLoaded(container);
      expect(field(/First Name/)).toBe(serverInput);
      expect(serverInput.value).toBe("Early");
      expect(errors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("shows the spec's messages in a summary that takes focus and links each field", async () => {
    const { container } = renderEnquiry({ site: leadSite({ terms: { required: true } }) });
    await rjsfLoaded(container);
    fireEvent.change(field(/Postcode/), { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveProperty("textContent", expect.stringContaining("Please fix the following errors:"));
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole("link", { name: "Invalid postcode. Please enter a 4-digit number." });
    expect(link.getAttribute("href")).toBe("#lead-contact-1_postcode");
    expect(
      within(summary).getByRole("link", { name: "* You must agree to the terms of use before submitting the form." }),
    ).toBeTruthy();
    fireEvent.click(link);
    expect(document.activeElement).toBe(field(/Postcode/));
    expect(field(/Postcode/).getAttribute("aria-describedby")).toBe("lead-contact-1_postcode__error");
    expect(field(/Postcode/).maxLength).toBe(4);
  });

  it("uses the dealer group's terms wording", async () => {
    const { container } = renderEnquiry({
      site: leadSite({ terms: { required: true, error_message: "*You must agree to the terms of use before submitting." } }),
    });
    await rjsfLoaded(container);
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    expect(await screen.findByRole("link", { name: "*You must agree to the terms of use before submitting." })).toBeTruthy();
  });

  it("submits the lead, tracks the event, stores the success record and contact, and goes to /success", async () => {
    const calls = fakeLeadApi(created());
    const events: unknown[] = [];
    const remove = addAnalyticsSink((event) => void events.push(event));
    const { container } = renderEnquiry({
      site: leadSite({ additional_services: [{ key: "extended-warranty", label: "Extended warranty" }] }),
    });
    await rjsfLoaded(container);
    await fillContact();
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-mazda" } });
    fireEvent.click(field(/Extended warranty/));
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toBe("/success"));
    remove();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/leads");
    expect(calls[0]!.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.body).toMatchObject({
      isLastStep: true,
      userData: {
        form: "enquiry",
        source: "Website",
        name: "Ada",
        postcode: "4000",
        category: "General Enquiry",
        dealership_slug: "harbour-mazda",
        additional_services: ["extended-warranty"],
        page_id: "home",
      },
    });
    expect(events).toEqual([{ id: 22, data: expect.objectContaining({ form: "enquiry" }) }]);
    expect(JSON.stringify(events)).not.toContain("11111111-1111-4111-8111-111111111111");
    expect(JSON.parse(localStorage.getItem(LEAD_SUCCESS_KEY)!)).toMatchObject({
      lead_id: "11111111-1111-4111-8111-111111111111",
      first_name: "Ada",
    });
    expect(JSON.parse(localStorage.getItem(CONTACT_PREFILL_KEY)!)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone: "0400 000 000",
      postcode: "4000",
    });
  });

  it("sends the location the shopper chose as its id (spec §5 location selector)", async () => {
    const calls = fakeLeadApi(created());
    const site = leadSite({ location_selector: "without-car" });
    const { container } = renderEnquiry({ site: { ...site, locations: site.locations.map((l) => ({ ...l, location_type: "sales" })) } });
    await rjsfLoaded(container);
    await fillContact();
    fireEvent.change(field(/Preferred Location/), { target: { value: "12" } });
    expect(field(/Preferred Location/).value).toBe("12");
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ userData: { location_id: 12 } });
  });

  it("on failure raises the spec's alert, shows the form error and keeps everything typed", async () => {
    fakeLeadApi(failed(500), failed(502));
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { container } = renderEnquiry();
    await rjsfLoaded(container);
    await fillContact();
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("An error occurred when submitting this form"));
    expect(container.querySelector(".fc-lead-alert--destructive")!.textContent).toBe(
      "An error occurred when submitting this form",
    );
    expect(field(/First Name/).value).toBe("Ada");
    expect(field(/Comments/).value).toBe("Is it available?");
  });

  it("shows the server's field errors at their fields", async () => {
    fakeLeadApi(failed(400, [{ field: "email", message: "Please enter a valid email address." }]));
    vi.stubGlobal("alert", vi.fn());
    const { container } = renderEnquiry();
    await rjsfLoaded(container);
    await fillContact();
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() =>
      expect(container.querySelector("#lead-contact-1_email__error")?.textContent).toBe("Please enter a valid email address."),
    );
  });

  it("disables the button and shows a spinner while submitting", async () => {
    let answer!: (response: Response) => void;
    fakeLeadApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderEnquiry();
    await rjsfLoaded(container);
    await fillContact();
    fireEvent.change(field(/Select a Preferred Dealership/), { target: { value: "harbour-toyota" } });
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    const button = await screen.findByRole("button", { name: /Enquire Now/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole("status", { name: "Submitting" })).toBeTruthy();
    await act(async () => answer(created()()));
  });

  it("prefills the saved contact details", async () => {
    localStorage.setItem(CONTACT_PREFILL_KEY, JSON.stringify({ name: "Grace", email: "grace@example.com" }));
    const { container } = renderEnquiry();
    await rjsfLoaded(container);
    expect(field(/First Name/).value).toBe("Grace");
    expect(field(/Email/).value).toBe("grace@example.com");
  });

  it("selects a single dealership once and leaves the category select out for a car", async () => {
    const site = leadSite({}, { dealerships: [{ id: 101, slug: "solo-motors", name: "Solo Motors" }] });
    const { container } = renderEnquiry({ site });
    await rjsfLoaded(container);
    expect(field(/Select a Preferred Dealership/).value).toBe("solo-motors");
    expect(screen.getByRole("option", { name: "Please Select a Dealership Location" })).toBeTruthy();
  });

  it("leaves a choice of several dealerships to the shopper, and requires it", async () => {
    const { container } = renderEnquiry();
    await rjsfLoaded(container);
    expect(field(/Select a Preferred Dealership/).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Please select a Preferred Dealership." })).toBeTruthy();
  });

  it("about a used car: no category or dealership select, event 15", async () => {
    fakeLeadApi(created());
    const events: number[] = [];
    const remove = addAnalyticsSink((event) => void events.push(event.id));
    const { container } = renderBlock(LeadForm, { props, data: formData({ car }), site: leadSite(), blockId: "v-1" });
    await rjsfLoaded(container);
    expect(screen.queryByLabelText(/Category/)).toBeNull();
    expect(screen.queryByLabelText(/Preferred Dealership/)).toBeNull();
    await fillContact();
    fireEvent.click(screen.getByRole("button", { name: "Enquire Now" }));
    await waitFor(() => expect(events).toEqual([15]));
    remove();
  });
});

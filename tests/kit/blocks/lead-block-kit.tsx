import { expect, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { fakeSite } from "./test-utils.tsx";
import type { PublicSite } from "../../../runtime/ui/site-context.tsx";
import { testSite } from "../leads/lead-fixtures.ts";
import type { LeadFormData } from "../../../runtime/forms/ui/lead-form-block.tsx";
import { preloadLeadFormCode } from "../../../runtime/forms/ui/lead-form-code.ts";

// As the server does before rendering a form (the form blocks' loader), so a server render shows it in full.
await preloadLeadFormCode();

/** The shared test site (two dealerships, sales and service locations) as the browser sees it. */
export function leadSite(leads: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}): PublicSite {
  const { dealerships, locations, service, leads: options } = testSite(leads);
  const { server: _server, ...publicLeads } = options;
  return fakeSite({ dealerships, locations, service, leads: publicLeads, features: { store_user_details: true }, ...overrides });
}

export function formData(overrides: Partial<LeadFormData> = {}): LeadFormData {
  return { car: null, draft: null, postKey: "post-key-1", ...overrides };
}

/** The rjsf form is interactive (hydrated, or rendered in the browser). */
export async function rjsfLoaded(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector(".fc-lead-form-body[data-hydrated]")).not.toBeNull(), { timeout: 5000 });
}

/** A fake /api/leads: answers each call with the next scripted response. */
export function fakeLeadApi(...responses: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    const next = responses.shift();
    return next ? next() : new Response(JSON.stringify({ lead_id: "11111111-1111-4111-8111-111111111111" }), { status: 201 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

export const created =
  (leadId = "11111111-1111-4111-8111-111111111111") =>
  () =>
    new Response(JSON.stringify({ lead_id: leadId }), { status: 201 });
export const failed = (status: number, errors?: { field: string; message: string }[]) => () =>
  new Response(errors ? JSON.stringify({ errors }) : "oops", { status });

export function field(label: RegExp | string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** Fields by label and what a shopper types into each. */
type Typed = readonly (readonly [RegExp | string, string])[];

/** The contact a shopper gives in the forms' tests. */
export const ADA: Typed = [
  [/First Name/, "Ada"],
  [/Email/, "ada@example.com"],
  [/Phone/, "0400000000"],
  [/Postcode/, "4000"],
];

/** Types each value into the field its label names. */
export function typeInto(typed: Typed): void {
  for (const [label, value] of typed) fireEvent.change(field(label), { target: { value } });
}

import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { storeLead } from "../lead-store.ts";
import { exportLeads } from "./lead-export.ts";
import { leadsToCsv } from "./export-format.ts";
import { deliveryState } from "./delivery-summary.ts";
import { parseExportArgs } from "./export-args.ts";
import type { Database } from "../../types/services.ts";
import type { LeadUserData } from "../../forms/lead-types.ts";

async function store(
  db: Database,
  userData: LeadUserData,
  at: string,
  options: { spam?: boolean; isLastStep?: boolean; channels?: string[] } = {},
) {
  const result = await storeLead(db, {
    siteSlug: "harbour-motors",
    userData,
    isLastStep: options.isLastStep ?? true,
    spam: options.spam ?? false,
    idempotency: null,
    secret: null,
    channels: options.channels ?? ["crm"],
    now: new Date(at),
    checkComplete: () => [],
  });
  return (result as { leadId: string }).leadId;
}

describe("exportLeads", () => {
  forEachBackend((backend) => {
    it("lists a site's leads since a date with their delivery status, spam left out", async () => {
      const { db } = await backend.open();
      await store(db, { name: "Old" }, "2026-11-01T00:00:00Z");
      const delivered = await store(db, { name: "Ada" }, "2026-11-20T00:00:00Z");
      const partial = await store(db, { rego: "ABC1" }, "2026-11-21T00:00:00Z", { isLastStep: false });
      await store(db, { name: "Bot" }, "2026-11-21T01:00:00Z", { spam: true });
      await db
        .updateTable("lead_outbox")
        .set({ status: "delivered", attempts: 2, delivered_at: "2026-11-20T00:01:00.000Z" })
        .where("lead_id", "=", delivered)
        .execute();

      const leads = await exportLeads(db, { siteSlug: "harbour-motors", since: "2026-11-15T00:00:00.000Z", includeSpam: false });
      expect(leads.map((l) => [l.lead_id, l.status, l.delivery_status, l.delivery_attempts, l.delivered_at])).toEqual([
        [delivered, "complete", "delivered", 2, "2026-11-20T00:01:00.000Z"],
        [partial, "partial", "not-due", 0, null],
      ]);
      expect(await exportLeads(db, { siteSlug: "other-site", since: null, includeSpam: true })).toEqual([]);
      expect(await exportLeads(db, { siteSlug: "harbour-motors", since: null, includeSpam: true })).toHaveLength(4);
    });
  });
});

describe("deliveryState", () => {
  it("is failed if any channel gave up, pending while any retries, delivered when all have it", () => {
    expect(deliveryState("complete", [{ status: "delivered" }, { status: "failed" }])).toBe("failed");
    expect(deliveryState("complete", [{ status: "delivered" }, { status: "pending" }])).toBe("pending");
    expect(deliveryState("complete", [{ status: "delivered" }])).toBe("delivered");
    expect(deliveryState("complete", [])).toBe("no-channels");
    expect(deliveryState("partial", [])).toBe("not-due");
  });
});

describe("leadsToCsv", () => {
  it("quotes cells and defuses spreadsheet formulas", () => {
    const csv = leadsToCsv([
      {
        lead_id: "id-1",
        created_at: "t",
        completed_at: null,
        status: "complete",
        form: "enquiry",
        category: "General Enquiry",
        subcategory: null,
        car_id: null,
        dealership_slug: null,
        delivery_status: "pending",
        delivery_attempts: 0,
        delivered_at: null,
        last_delivery_error: null,
        userData: { name: '=HYPERLINK("x")', message: 'Hi, "there"\nline 2', phone: "+61 400 000 000" },
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "lead_id,created_at,completed_at,status,form,category,subcategory,name,last_name,email,phone,postcode,message,location,car_id,dealership_slug,delivery_status,delivery_attempts,delivered_at,last_delivery_error,userData",
    );
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(`'+61 400 000 000`);
    expect(csv).toContain(`"Hi, ""there""\nline 2"`);
  });
});

describe("parseExportArgs", () => {
  it("reads the site, a date or time and the format", () => {
    expect(parseExportArgs(["--site", "harbour-motors", "--since", "2026-11-01", "--format", "json"])).toEqual({
      site: "harbour-motors",
      since: "2026-11-01T00:00:00.000Z",
      format: "json",
      includeSpam: false,
    });
    expect(() => parseExportArgs(["--since", "2026-11-01"])).toThrow("--site is required");
    expect(() => parseExportArgs(["--site", "s", "--format", "xml"])).toThrow("--format must be csv or json");
    expect(() => parseExportArgs(["--site", "s", "--since", "yesterday"])).toThrow("--since must be a date");
  });
});

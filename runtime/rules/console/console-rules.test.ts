import { describe, expect, it } from "vitest";
import { canAssignLeads, canOpenLead, rolesManagedBy } from "./staff-role.ts";
import { isOverdue } from "./lead-overdue.ts";
import { dateBounds, inboxQuery, readInboxFilter } from "./inbox-filter.ts";
import { leadVisit, tradeInAnswers } from "./lead-detail.ts";

describe("staff roles", () => {
  it("lets owners and managers open every lead and assign; sales only their own leads, and never assign", () => {
    for (const role of ["owner", "manager"] as const) {
      expect(canOpenLead({ staffId: "a", role }, null)).toBe(true);
      expect(canOpenLead({ staffId: "a", role }, "b")).toBe(true);
      expect(canAssignLeads({ staffId: "a", role })).toBe(true);
    }
    expect(canOpenLead({ staffId: "a", role: "sales" }, "a")).toBe(true);
    expect(canOpenLead({ staffId: "a", role: "sales" }, "b")).toBe(false);
    expect(canOpenLead({ staffId: "a", role: "sales" }, null)).toBe(false);
    expect(canAssignLeads({ staffId: "a", role: "sales" })).toBe(false);
  });
});

describe("isOverdue", () => {
  const received = "2026-12-05T00:00:00.000Z";
  it("marks a new lead overdue once the site's minutes have passed without contact", () => {
    expect(isOverdue("new", received, new Date("2026-12-05T01:59:59.999Z"), 120)).toBe(false);
    expect(isOverdue("new", received, new Date("2026-12-05T02:00:00.000Z"), 120)).toBe(true);
    expect(isOverdue("new", received, new Date("2026-12-05T00:30:00.000Z"), 30)).toBe(true);
  });
  it("never marks a contacted, won or lost lead", () => {
    for (const progress of ["contacted", "won", "lost"] as const) expect(isOverdue(progress, received, new Date("2027-01-01T00:00:00Z"), 120)).toBe(false);
  });
});

describe("readInboxFilter", () => {
  it("reads every filter and drops bad values rather than refusing", () => {
    const filter = readInboxFilter(new URLSearchParams("category=Finance+Enquiry&status=won&location=11&from=2026-12-01&to=2026-12-05&assigned=none&q=+hilux+&page=3"));
    expect(filter).toEqual({ category: "Finance Enquiry", progress: "won", location: 11, from: "2026-12-01", to: "2026-12-05", assigned: "none", text: "hilux", page: 3 });
    expect(readInboxFilter(new URLSearchParams(`status=spam&location=0&from=yesterday&to=2026-13-45&page=-1&q=${"x".repeat(101)}`))).toEqual({
      category: null, progress: null, location: null, from: null, to: null, assigned: null, text: null, page: 1,
    });
  });
  it("writes the same filter back as a query for pages and the export", () => {
    const filter = readInboxFilter(new URLSearchParams("status=new&q=a%26b&location=12"));
    expect(inboxQuery(filter)).toBe("?status=new&location=12&q=a%26b");
    expect(inboxQuery(filter, 2)).toBe("?status=new&location=12&q=a%26b&page=2");
    expect(inboxQuery(readInboxFilter(new URLSearchParams()))).toBe("");
  });
});

describe("dateBounds", () => {
  it("covers whole days on the dealer's wall clock, both ends included", () => {
    // Brisbane is UTC+10 all year.
    expect(dateBounds({ from: "2026-12-01", to: "2026-12-05" }, "Australia/Brisbane")).toEqual({
      since: "2026-11-30T14:00:00.000Z",
      before: "2026-12-05T14:00:00.000Z",
    });
    // Sydney keeps daylight saving in December (UTC+11).
    expect(dateBounds({ from: "2026-12-01", to: null }, "Australia/Sydney")).toEqual({ since: "2026-11-30T13:00:00.000Z", before: null });
  });
});

describe("rolesManagedBy", () => {
  it("lets owners invite and remove any role, managers only sales staff, and sales no one", () => {
    expect(rolesManagedBy("owner")).toEqual(["owner", "manager", "sales"]);
    expect(rolesManagedBy("manager")).toEqual(["sales"]);
    expect(rolesManagedBy("sales")).toEqual([]);
  });
});

describe("a lead's detail", () => {
  it("labels a trade-in's answers, the shopper's own car only on the trade-in form", () => {
    const answers = { "do-you-have-a-trade-in": "Yes", Rego: "ABC123", "Vehicle Make": "Toyota", kms: 1234, adjustmentAnswers: { accident: "no" }, offer_accepted: true };
    expect(tradeInAnswers({ form: "trade-in", ...answers })).toEqual([
      { label: "Has a trade-in", value: "Yes" },
      { label: "Rego", value: "ABC123" },
      { label: "Make", value: "Toyota" },
      { label: "Odometer", value: "1,234 km" },
      { label: "Condition: accident", value: "no" },
      { label: "Offer accepted", value: "Yes" },
    ]);
    // On a car enquiry the make is the dealer's car's, not a trade-in's.
    expect(tradeInAnswers({ form: "enquiry", ...answers }).map((answer) => answer.label)).not.toContain("Make");
    expect(tradeInAnswers({ form: "enquiry", name: "Ada", "Vehicle Make": "Toyota" })).toEqual([]);
  });

  it("keeps only same-site paths of the visited pages, and the tags of the link the visit arrived by", () => {
    const visit = leadVisit({ lead_attributes: { visited_pages: ["/", "//evil.example/x", "https://evil.example", "/\\evil", 7, `/${"x".repeat(2000)}`, "/cars?make=Toyota"], linked_query_params: { utm_source: "google", bad: 1 } } });
    expect(visit).toEqual({ pages: ["/", "/cars?make=Toyota"], linked: [{ label: "utm_source", value: "google" }] });
    expect(leadVisit({ lead_attributes: "nonsense" })).toEqual({ pages: [], linked: [] });
    expect(leadVisit({})).toEqual({ pages: [], linked: [] });
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { loadContact, saveContact } from "./contact-prefill.ts";
import { readLeadAttributes, recordVisitedPage } from "./visited-pages.ts";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("contact prefill (spec §3 local storage)", () => {
  it("keeps the last-used name, last name, email, phone and postcode, nothing else", () => {
    saveContact({
      name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0400",
      postcode: "4000",
      message: "secret",
    });
    expect(loadContact(["name", "last_name", "email", "phone", "postcode", "message"])).toEqual({
      name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0400",
      postcode: "4000",
    });
    expect(loadContact(["email"])).toEqual({ email: "ada@example.com" });
  });

  it("reads broken storage as nothing", () => {
    localStorage.setItem("forecourt:lead-contact", "{not json");
    expect(loadContact(["name"])).toEqual({});
  });
});

describe("visited pages (spec §3 lead_attributes)", () => {
  it("records the pages of the visit and the query parameters it arrived with", () => {
    recordVisitedPage("/?utm_source=facebook&gclid=abc");
    recordVisitedPage("/cars/x");
    recordVisitedPage("/cars/x");
    recordVisitedPage("/finance?utm_source=other");
    expect(readLeadAttributes()).toEqual({
      visitedPages: ["/?utm_source=facebook&gclid=abc", "/cars/x", "/finance?utm_source=other"],
      linkedQueryParams: { utm_source: "facebook", gclid: "abc" },
    });
  });

  it("keeps the last 20 pages", () => {
    for (let i = 0; i < 25; i++) recordVisitedPage(`/p${i}`);
    const { visitedPages } = readLeadAttributes();
    expect(visitedPages).toHaveLength(20);
    expect(visitedPages[0]).toBe("/p5");
  });
});

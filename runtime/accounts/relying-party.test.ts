import { describe, expect, it } from "vitest";
import { relyingParty } from "./relying-party.ts";

const site = { slug: "harbour-motors", name: "Harbour Motors", domains: ["harbourmotors.com.au", "www.harbourmotors.com.au", "harbour-motors.net"] };

describe("a site's passkey relying party", () => {
  it("is the primary domain over https, shared by its subdomains", () => {
    const expected = { id: "harbourmotors.com.au", name: "Harbour Motors", origins: ["https://harbourmotors.com.au", "https://www.harbourmotors.com.au"] };
    expect(relyingParty(site, "harbourmotors.com.au", 3000)).toEqual(expected);
    expect(relyingParty(site, "www.harbourmotors.com.au", 3000)).toEqual(expected);
  });

  it("is the development host on the server's own port", () => {
    expect(relyingParty(site, "harbour-motors.localhost", 5301)).toEqual({ id: "harbour-motors.localhost", name: "Harbour Motors", origins: ["http://harbour-motors.localhost:5301"] });
  });

  it("is none on another domain of the site, a host it does not own, or another site's development host", () => {
    expect(relyingParty(site, "harbour-motors.net", 3000)).toBeNull();
    expect(relyingParty(site, "evil.example", 3000)).toBeNull();
    expect(relyingParty(site, "other-site.localhost", 3000)).toBeNull();
    expect(relyingParty({ ...site, domains: [] }, "harbourmotors.com.au", 3000)).toBeNull();
  });
});

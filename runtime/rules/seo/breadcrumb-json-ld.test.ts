import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld.ts";

describe("breadcrumbJsonLd", () => {
  it("lists the crumbs a page shows in order, linked crumbs at absolute URLs and the current page last", () => {
    const crumbs = [
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "2021 Toyota Corolla Ascent", href: null },
    ];
    const ld = breadcrumbJsonLd(crumbs, "https://harbourmotors.com.au");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://harbourmotors.com.au/" },
        { "@type": "ListItem", position: 2, name: "Used Cars", item: "https://harbourmotors.com.au/search/used-cars" },
        { "@type": "ListItem", position: 3, name: "Toyota", item: "https://harbourmotors.com.au/search/toyota" },
        { "@type": "ListItem", position: 4, name: "2021 Toyota Corolla Ascent" },
      ],
    });
  });
});

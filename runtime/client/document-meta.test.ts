// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyPageMeta } from "./document-meta.ts";

function headWith(html: string): Document {
  document.head.innerHTML = html;
  return document;
}

describe("applyPageMeta", () => {
  it("replaces title, description, canonical and the previous page's JSON-LD", () => {
    const doc = headWith(
      `<title>Old</title><meta name="description" content="old"><link rel="canonical" href="https://a.example/old">` +
        `<script type="application/ld+json">{"@type":"Car","vehicleIdentificationNumber":"OLDVIN"}</script>`,
    );
    applyPageMeta(doc, { title: "New car", description: "A new car", canonical: "/cars/new", jsonLd: [{ "@type": "Car", name: "New" }] }, "https://a.example");
    expect(doc.title).toBe("New car");
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("A new car");
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://a.example/cars/new");
    const scripts = [...doc.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((s) => JSON.parse(s.textContent ?? ""))).toEqual([{ "@type": "Car", name: "New" }]);
  });

  it("removes JSON-LD when the new page has none and creates missing tags", () => {
    const doc = headWith(`<script type="application/ld+json">{"@type":"Car"}</script>`);
    applyPageMeta(doc, { title: "About", description: "About us", canonical: "/about-us" }, "http://x.localhost:3000");
    expect(doc.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("About us");
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("http://x.localhost:3000/about-us");
  });

  it("replaces the previous page's robots and share preview tags with the new page's", () => {
    const doc = headWith(
      `<meta name="robots" content="noindex"><meta property="og:type" content="product"><meta property="product:price:amount" content="27990">` +
        `<meta name="twitter:card" content="summary_large_image">`,
    );
    const share = [
      { attribute: "property" as const, key: "og:type", content: "website" },
      { attribute: "name" as const, key: "twitter:card", content: "summary" },
    ];
    applyPageMeta(doc, { title: "About", description: "About us", canonical: "/about-us", share }, "https://a.example");
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="product:price:amount"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("website");
    expect(doc.head.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
    expect(doc.head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary");
    applyPageMeta(doc, { title: "Thanks", description: "", canonical: "/success", noindex: true }, "https://a.example");
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});

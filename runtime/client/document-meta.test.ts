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
});

import type { PageMeta } from "../types/index.ts";

/**
 * Brings the head in line with the page after a client-side navigation, so search engines,
 * share previews and assistive tech see the same title, description, canonical URL and JSON-LD
 * a full page load of that URL would give.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, origin: string): void {
  doc.title = meta.title;
  headElement(doc, 'meta[name="description"]', () => Object.assign(doc.createElement("meta"), { name: "description" }))
    .setAttribute("content", meta.description);
  headElement(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement("link"), { rel: "canonical" }))
    .setAttribute("href", origin + meta.canonical);
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of meta.jsonLd ?? []) {
    const script = doc.createElement("script");
    script.type = "application/ld+json";
    script.textContent = JSON.stringify(item);
    doc.head.append(script);
  }
}

function headElement(doc: Document, selector: string, create: () => Element): Element {
  const existing = doc.head.querySelector(selector);
  if (existing) return existing;
  const created = create();
  doc.head.append(created);
  return created;
}

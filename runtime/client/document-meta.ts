import type { PageMeta } from "../types/index.ts";

/** The head's tags that are the page's own: robots, share preview (Open Graph, Twitter card) and JSON-LD. */
const PAGE_TAGS = 'meta[name="robots"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Brings the head in line with the page after a client-side navigation, so search engines,
 * share previews and assistive tech see the same title, description, canonical URL, share tags and
 * JSON-LD a full page load of that URL would give.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, origin: string): void {
  doc.title = meta.title;
  headElement(doc, 'meta[name="description"]', () => Object.assign(doc.createElement("meta"), { name: "description" }))
    .setAttribute("content", meta.description);
  headElement(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement("link"), { rel: "canonical" }))
    .setAttribute("href", origin + meta.canonical);
  for (const old of doc.head.querySelectorAll(PAGE_TAGS)) old.remove();
  if (meta.noindex) doc.head.append(Object.assign(doc.createElement("meta"), { name: "robots", content: "noindex" }));
  for (const tag of meta.share ?? []) {
    const element = doc.createElement("meta");
    element.setAttribute(tag.attribute, tag.key);
    element.setAttribute("content", tag.content);
    doc.head.append(element);
  }
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

import type { PageMeta, Site } from "../types/index.ts";
import { absoluteUrl, siteDealerJsonLd } from "../rules/seo/dealer-json-ld.ts";
import { shareTags } from "../rules/seo/open-graph.ts";
import { titleNamingDealer } from "../rules/seo/page-title.ts";

/**
 * A page's meta once its loaders have run: the title names the dealer, the home page describes the dealer
 * (AutoDealer JSON-LD), and the share preview tags are made from the rest, with URLs on the canonical origin.
 */
export function finishMeta(meta: PageMeta, site: Site, options: { pattern: string; noindex: boolean; origin: string }): PageMeta {
  const { origin } = options;
  const title = titleNamingDealer(meta.title, site.name);
  const jsonLd = options.pattern === "/" ? [...(meta.jsonLd ?? []), siteDealerJsonLd(site, origin)] : meta.jsonLd;
  const share = shareTags({
    title,
    description: meta.description,
    url: origin + meta.canonical,
    siteName: site.name,
    image: meta.image ? absoluteUrl(meta.image, origin) : null,
    logo: absoluteUrl(site.logo.url, origin),
    product: meta.product ?? null,
  });
  return { ...meta, title, ...(jsonLd ? { jsonLd } : {}), ...(options.noindex ? { noindex: true } : {}), share };
}

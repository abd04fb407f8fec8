import type { MetaTag } from "../../types/loader.ts";

/** What a share preview shows of a page: Open Graph for most networks, a Twitter card for X. */
export interface SharePreview {
  title: string;
  description: string;
  /** The page's canonical URL (absolute). */
  url: string;
  siteName: string;
  /** Absolute URL of the page's own picture (a car's first photo); null for none. */
  image: string | null;
  /** Absolute URL of the dealer's logo, the picture of a page without one of its own. */
  logo: string;
  /** A product page (a car) with its price in AUD; null for any other page, or a car without an advertised price. */
  product: { price: number | null } | null;
}


/** The Open Graph and Twitter card tags of a page; empty values are left out. */
export function shareTags(page: SharePreview): MetaTag[] {
  const og = (key: string, content: string | null | undefined): MetaTag[] => (content ? [{ attribute: "property", key, content }] : []);
  const twitter = (key: string, content: string | null | undefined): MetaTag[] => (content ? [{ attribute: "name", key, content }] : []);
  const price = page.product?.price;
  return [
    ...og("og:type", page.product ? "product" : "website"),
    ...og("og:site_name", page.siteName),
    ...og("og:locale", "en_AU"),
    ...og("og:title", page.title),
    ...og("og:description", page.description),
    ...og("og:url", page.url),
    ...og("og:image", page.image ?? page.logo),
    ...(price ? [...og("product:price:amount", String(price)), ...og("product:price:currency", "AUD")] : []),
    // A photo gets the large card; a page without one the small card with the dealer's logo.
    ...twitter("twitter:card", page.image ? "summary_large_image" : "summary"),
    ...twitter("twitter:title", page.title),
    ...twitter("twitter:description", page.description),
    ...twitter("twitter:image", page.image ?? page.logo),
  ];
}

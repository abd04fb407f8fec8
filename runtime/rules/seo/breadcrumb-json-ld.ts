import type { Crumb } from "../vehicle-breadcrumbs.ts";

/**
 * schema.org `BreadcrumbList` for the breadcrumbs a page shows, each crumb at its absolute URL. The current
 * page's crumb (no link) is named without an item, as search engines accept for the last crumb.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: origin + crumb.href } : {}),
    })),
  };
}

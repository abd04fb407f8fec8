import type { PublicSite } from "../ui/site-context.tsx";

export type Brand = PublicSite["brands"][number];
export type BrandGroup = Brand["group"];

/** The grids of a dealer-group site, in the order shoppers see them. */
export const BRAND_GROUP_LABELS: Record<BrandGroup, string> = {
  cars: "Cars",
  motorcycles: "Motorcycles",
  trucks: "Trucks",
  group: "Group Brands",
};

/** The site's brands split into their groups, in the fixed group order; empty groups are left out. */
export function brandsByGroup(brands: readonly Brand[]) {
  return (Object.keys(BRAND_GROUP_LABELS) as BrandGroup[])
    .map((group) => ({ group, label: BRAND_GROUP_LABELS[group], brands: brands.filter((b) => b.group === group) }))
    .filter((section) => section.brands.length > 0);
}

/** Where a brand tile goes: its /{brand slug}/overview page, or straight to its stock when it has no page (skipPage). */
export function brandHref(brand: Brand): string {
  return brand.skipPage ? `/search/${brand.slug}` : `/${brand.slug}/overview`;
}

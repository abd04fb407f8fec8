import type { BlockLoader } from "../../runtime/types/index.ts";
import { findBrandPage } from "../../runtime/rules/brands.ts";
import type { BrandOverviewProps } from "./props.gen.ts";

export interface BrandOverviewData {
  slug: string;
}

/** Finds the page's brand by its {brand} slug; a brand the site does not list makes the page its 404. */
const load: BlockLoader<BrandOverviewProps, BrandOverviewData | null> = (_props, ctx) => {
  const brand = findBrandPage(ctx.site.brands, ctx.params.brand);
  if (!brand) {
    ctx.setStatus(404);
    return null;
  }
  ctx.setMeta({
    title: `${brand.title} | ${ctx.site.name}`,
    description: brand.description || `New and used ${brand.title} vehicles at ${ctx.site.name}.`,
  });
  return { slug: brand.slug };
};

export default load;

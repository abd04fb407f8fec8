import type { BlockLoader } from "../../runtime/types/index.ts";
import { findBrandPage } from "../../runtime/kit/rules.ts";
import { pageAbout } from "../../runtime/kit/routing.ts";
import type { BrandOverviewProps } from "./props.gen.ts";
import type { BrandOverviewData } from "./data.ts";

/** Finds the page's brand by its {brand} slug; a brand the site does not list makes the page its 404. */
const load: BlockLoader<BrandOverviewProps, BrandOverviewData | null> = (_props, ctx) => {
  const brand = pageAbout(ctx, findBrandPage(ctx.site.brands, ctx.params.brand), (found) => ({
    title: `${found.title} | ${ctx.site.name}`,
    description: found.description || `New and used ${found.title} vehicles at ${ctx.site.name}.`,
  }));
  return brand && { slug: brand.slug };
};

export default load;

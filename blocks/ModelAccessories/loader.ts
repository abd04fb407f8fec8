import type { BlockLoader } from "../../runtime/types/index.ts";
import { findModel } from "../../runtime/kit/rules.ts";
import { pageAbout } from "../../runtime/kit/routing.ts";
import type { ModelAccessoriesProps } from "./props.gen.ts";
import type { ModelAccessoriesData } from "./data.ts";

/** Finds the page's model by its {model} slug; a model the site does not list makes the page its 404. */
const load: BlockLoader<ModelAccessoriesProps, ModelAccessoriesData | null> = (_props, ctx) => {
  const found = pageAbout(ctx, findModel(ctx.site.brands, ctx.params.model), ({ brand, model }) => ({
    title: `${brand.title} ${model.name} Accessories | ${ctx.site.name}`,
    description: `Genuine ${brand.title} ${model.name} accessories, fitted by the parts team at ${ctx.site.name}.`,
  }));
  return found && { slug: found.model.slug };
};

export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import { findModel } from "../../runtime/rules/brands.ts";
import type { ModelAccessoriesProps } from "./props.gen.ts";

export interface ModelAccessoriesData {
  slug: string;
}

/** Finds the page's model by its {model} slug; a model the site does not list makes the page its 404. */
const load: BlockLoader<ModelAccessoriesProps, ModelAccessoriesData | null> = (_props, ctx) => {
  const found = findModel(ctx.site.brands, ctx.params.model);
  if (!found) {
    ctx.setStatus(404);
    return null;
  }
  const name = `${found.brand.title} ${found.model.name}`;
  ctx.setMeta({
    title: `${name} Accessories | ${ctx.site.name}`,
    description: `Genuine ${name} accessories, fitted by the parts team at ${ctx.site.name}.`,
  });
  return { slug: found.model.slug };
};

export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import { modelBodies } from "../../runtime/kit/rules.ts";
import type { ModelRangeProps } from "./props.gen.ts";
import type { ModelRangeData } from "./data.ts";

/** Reads the chosen body from `?body=` and titles the page after it. */
const load: BlockLoader<ModelRangeProps, ModelRangeData> = (_props, ctx) => {
  const body = ctx.url.searchParams.get("body")?.trim().toLowerCase() || null;
  const name = body && modelBodies(ctx.site.brands).find((entry) => entry.slug === body)?.name;
  if (name) ctx.setMeta({ title: `${name} Models | ${ctx.site.name}`, description: `The ${name} models at ${ctx.site.name}: pictures, stock and accessories.` });
  return { body };
};

export default load;

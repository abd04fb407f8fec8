import type { BlockLoader } from "../../runtime/types/index.ts";
import type { NotFoundProps } from "./props.gen.ts";

/** Whichever route shows this block, the page is a 404 to browsers and search engines. */
const load: BlockLoader<NotFoundProps, null> = (_props, ctx) => {
  ctx.setStatus(404);
  return null;
};

export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import { type BlockSearchData, makeModelRequests } from "../../runtime/kit/search.ts";
import { loadBlockSearch } from "../../runtime/kit/loaders.ts";
import type { ManufacturerModelSearchProps } from "./props.gen.ts";

/** Every make, model and body type of the scope, counted, before the shopper chooses. */
const load: BlockLoader<ManufacturerModelSearchProps, BlockSearchData> = (props, ctx) =>
  loadBlockSearch(ctx, makeModelRequests(props.car_type, { make: "", model: "", body: "" }));

export default load;

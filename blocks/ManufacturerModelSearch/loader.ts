import type { BlockLoader } from "../../runtime/types/index.ts";
import type { BlockSearchData } from "../../runtime/search-ui/block-search.ts";
import { makeModelRequests } from "../../runtime/search-ui/make-model-search.ts";
import { loadBlockSearch } from "../../runtime/search-ui/server-search.ts";
import type { ManufacturerModelSearchProps } from "./props.gen.ts";

/** Every make, model and body type of the scope, counted, before the shopper chooses. */
const load: BlockLoader<ManufacturerModelSearchProps, BlockSearchData> = (props, ctx) =>
  loadBlockSearch(ctx, makeModelRequests(props.car_type, { make: "", model: "", body: "" }));

export default load;

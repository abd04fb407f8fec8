import type { BlockLoader } from "../../runtime/types/index.ts";
import { BODY_TYPE_COUNT, type BlockSearchData, scopeFilter } from "../../runtime/kit/search.ts";
import { loadBlockSearch } from "../../runtime/kit/loaders.ts";
import type { BodyTypeTilesProps } from "./props.gen.ts";

/** Counts the scope's stock by body type. */
const load: BlockLoader<BodyTypeTilesProps, BlockSearchData> = (props, ctx) =>
  loadBlockSearch(ctx, [
    { query: "", hitsPerPage: 0, facets: ["body"], maxValuesPerFacet: BODY_TYPE_COUNT, filters: scopeFilter(props.car_type) },
  ]);

export default load;

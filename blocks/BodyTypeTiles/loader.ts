import type { BlockLoader } from "../../runtime/types/index.ts";
import { BODY_TYPE_COUNT } from "../../runtime/search-ui/body-tiles.ts";
import type { BlockSearchData } from "../../runtime/search-ui/block-search.ts";
import { loadBlockSearch } from "../../runtime/search-ui/server-search.ts";
import { scopeFilter } from "../../runtime/search-ui/stock-scope.ts";
import type { BodyTypeTilesProps } from "./props.gen.ts";

/** Counts the scope's stock by body type. */
const load: BlockLoader<BodyTypeTilesProps, BlockSearchData> = (props, ctx) =>
  loadBlockSearch(ctx, [
    { query: "", hitsPerPage: 0, facets: ["body"], maxValuesPerFacet: BODY_TYPE_COUNT, filters: scopeFilter(props.car_type) },
  ]);

export default load;

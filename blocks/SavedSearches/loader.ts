import type { BlockLoader } from "../../runtime/types/index.ts";
import { shopperSavedSearches } from "../../runtime/kit/loaders.ts";
import type { SavedSearchesProps } from "./props.gen.ts";
import type { SavedSearchesData } from "./data.ts";

const load: BlockLoader<SavedSearchesProps, SavedSearchesData> = async (_props, ctx) => ({ searches: await shopperSavedSearches(ctx) });

export default load;

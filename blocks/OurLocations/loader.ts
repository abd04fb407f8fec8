import type { BlockLoader } from "../../runtime/types/index.ts";
import { locationRatings } from "../../runtime/kit/loaders.ts";
import type { OurLocationsProps } from "./props.gen.ts";
import type { OurLocationsData } from "./data.ts";

/** Each location's rating from its reviews (stored and in the site document) or the summary its document states. */
const load: BlockLoader<OurLocationsProps, OurLocationsData> = async (_props, ctx) => ({ ratings: await locationRatings(ctx.services.db, ctx.site) });

export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { FindSimilarFormProps } from "./props.gen.ts";

const load: BlockLoader<FindSimilarFormProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "route" });
export default load;

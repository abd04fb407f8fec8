import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { MultiStepEnquiryProps } from "./props.gen.ts";

const load: BlockLoader<MultiStepEnquiryProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "route" });
export default load;

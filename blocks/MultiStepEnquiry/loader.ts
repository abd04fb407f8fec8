import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import { loadLeadFormData } from "../../runtime/forms/load-lead-form-data.ts";
import type { MultiStepEnquiryProps } from "./props.gen.ts";

const load: BlockLoader<MultiStepEnquiryProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "route" });
export default load;

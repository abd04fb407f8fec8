import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import { loadLeadFormData } from "../../runtime/forms/load-lead-form-data.ts";
import type { FinanceEnquiryFormProps } from "./props.gen.ts";

const load: BlockLoader<FinanceEnquiryFormProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "query" });
export default load;

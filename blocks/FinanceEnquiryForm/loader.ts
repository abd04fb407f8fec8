import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { FinanceEnquiryFormProps } from "./props.gen.ts";

const load: BlockLoader<FinanceEnquiryFormProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "query" });
export default load;

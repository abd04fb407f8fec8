import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { PartsEnquiryFormProps } from "./props.gen.ts";

const load: BlockLoader<PartsEnquiryFormProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "none" });
export default load;

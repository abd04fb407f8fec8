import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import { LEAD_FORM_KINDS } from "./form-kinds.ts";
import type { LeadFormProps } from "./props.gen.ts";

const load: BlockLoader<LeadFormProps, LeadFormData> = (props, ctx) => loadLeadFormData(ctx, LEAD_FORM_KINDS[props.form].load);
export default load;

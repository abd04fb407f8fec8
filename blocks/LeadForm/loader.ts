import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData, preloadLeadFormCode } from "../../runtime/kit/loaders.ts";
import { LEAD_FORM_KINDS } from "./form-kinds.ts";
import type { LeadFormProps } from "./props.gen.ts";

const load: BlockLoader<LeadFormProps, LeadFormData> = async (props, ctx) => {
  // The server renders the form from the code the browser hydrates it with later: at hand before rendering.
  await preloadLeadFormCode();
  return loadLeadFormData(ctx, LEAD_FORM_KINDS[props.form].load);
};
export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { RequestPhotosFormProps } from "./props.gen.ts";

const load: BlockLoader<RequestPhotosFormProps, LeadFormData> = (_props, ctx) => loadLeadFormData(ctx, { car: "route" });
export default load;

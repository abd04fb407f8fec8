import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import type { TestDriveFormProps } from "./props.gen.ts";

const load: BlockLoader<TestDriveFormProps, LeadFormData> = (_props, ctx) =>
  loadLeadFormData(ctx, { car: "route-or-query", availability: true });
export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import { loadLeadFormData } from "../../runtime/forms/load-lead-form-data.ts";
import type { TestDriveFormProps } from "./props.gen.ts";

const load: BlockLoader<TestDriveFormProps, LeadFormData> = (_props, ctx) =>
  loadLeadFormData(ctx, { car: "route-or-query", availability: true });
export default load;

import type { BlockLoader } from "../../runtime/types/index.ts";
import { LEAD_SUCCESS_COOKIE } from "../../runtime/kit/forms.ts";
import type { LeadSuccessProps } from "./props.gen.ts";
import { leadReference } from "./success-details.ts";
import type { LeadSuccessData } from "./data.ts";

const load: BlockLoader<LeadSuccessProps, LeadSuccessData> = async (_props, ctx) => ({
  reference: leadReference(ctx.cookies?.[LEAD_SUCCESS_COOKIE]),
});

export default load;

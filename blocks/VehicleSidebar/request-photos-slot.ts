import type { LoaderContext } from "../../runtime/types/index.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import { LEAD_FORM_KINDS } from "../LeadForm/form-kinds.ts";
import leadFormSchema from "../LeadForm/schema.json" with { type: "json" };
import type { LeadFormProps } from "../LeadForm/props.gen.ts";
import { blockDefaults } from "./block-defaults.ts";
import type { RequestPhotosSlot } from "./data.ts";

/** Spec §2 "Dialogs: ... request photos": the block as a button opening its form in a dialog. */
export const REQUEST_PHOTOS_PROPS: LeadFormProps = {
  ...blockDefaults<LeadFormProps>(leadFormSchema),
  form: "request-photos",
  display: "dialog",
  button_label: "Request More Photos",
};

/** The LeadForm block's request-photos data for the page's car, loaded as that block loads it. */
export async function requestPhotosSlot(ctx: LoaderContext): Promise<RequestPhotosSlot> {
  return { props: REQUEST_PHOTOS_PROPS, data: await loadLeadFormData(ctx, LEAD_FORM_KINDS["request-photos"].load) };
}

import type { LoaderContext } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import requestPhotosSchema from "../RequestPhotosForm/schema.json" with { type: "json" };
import type { RequestPhotosFormProps } from "../RequestPhotosForm/props.gen.ts";
import { blockDefaults } from "./block-defaults.ts";

/** The RequestPhotosForm block's props and loader data, for rendering it among the sidebar's actions. */
export interface RequestPhotosSlot {
  props: RequestPhotosFormProps;
  data: LeadFormData;
}

/** Spec §2 "Dialogs: ... request photos": the block as a button opening its form in a dialog. */
export const REQUEST_PHOTOS_PROPS: RequestPhotosFormProps = {
  ...blockDefaults<RequestPhotosFormProps>(requestPhotosSchema),
  display: "dialog",
  button_label: "Request More Photos",
};

/** The RequestPhotosForm block's data for the page's car, from the kit's shared lead-form loader (as that block loads it). */
export async function requestPhotosSlot(ctx: LoaderContext): Promise<RequestPhotosSlot> {
  return { props: REQUEST_PHOTOS_PROPS, data: await loadLeadFormData(ctx, { car: "route" }) };
}

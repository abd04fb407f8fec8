import type { LoaderContext } from "../../runtime/types/index.ts";
import type { LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import loadRequestPhotos from "../RequestPhotosForm/loader.ts";
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

/** Runs the RequestPhotosForm block's own loader for the page's car. */
export async function requestPhotosSlot(ctx: LoaderContext): Promise<RequestPhotosSlot> {
  return { props: REQUEST_PHOTOS_PROPS, data: await loadRequestPhotos(REQUEST_PHOTOS_PROPS, ctx) };
}

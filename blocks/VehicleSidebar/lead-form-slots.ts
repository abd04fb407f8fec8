import type { LoaderContext } from "../../runtime/types/index.ts";
import type { VehicleAction } from "../../runtime/kit/rules.ts";
import { loadLeadFormData } from "../../runtime/kit/loaders.ts";
import { LEAD_FORM_KINDS } from "../LeadForm/form-kinds.ts";
import leadFormSchema from "../LeadForm/schema.json" with { type: "json" };
import type { LeadFormProps } from "../LeadForm/props.gen.ts";
import { blockDefaults } from "./block-defaults.ts";
import type { ActionDialogs, LeadFormSlot } from "./data.ts";

const dialogProps = (form: LeadFormProps["form"], label: string, pageHref: string | null): LeadFormProps => ({
  ...blockDefaults<LeadFormProps>(leadFormSchema),
  form,
  display: "dialog",
  button_label: label,
  page_href: pageHref,
});

/** Spec §2 "Dialogs: ... request photos": the block as a button opening its form in a dialog. */
const REQUEST_PHOTOS_PROPS: LeadFormProps = dialogProps("request-photos", "Request More Photos", null);

async function slot(ctx: LoaderContext, props: LeadFormProps): Promise<LeadFormSlot> {
  return { props, data: await loadLeadFormData(ctx, LEAD_FORM_KINDS[props.form].load) };
}

/** The LeadForm block's request-photos data for the page's car, loaded as that block loads it. */
export function requestPhotosSlot(ctx: LoaderContext): Promise<LeadFormSlot> {
  return slot(ctx, REQUEST_PHOTOS_PROPS);
}

/**
 * Spec §2 "Dialogs: test drive, ... enquire": the Enquire and Book a Test Drive actions as LeadForm dialogs whose
 * buttons stay links to the forms they went to (the page's enquiry form, the test-drive page) without JavaScript.
 */
export async function actionDialogs(ctx: LoaderContext, actions: readonly VehicleAction[]): Promise<ActionDialogs> {
  const enquire = actions.find((action) => action.id === "enquire");
  const testDrive = actions.find((action) => action.id === "test_drive");
  const [enquireSlot, testDriveSlot] = await Promise.all([
    enquire ? slot(ctx, dialogProps("enquiry", enquire.label, enquire.href)) : null,
    testDrive ? slot(ctx, dialogProps("test-drive", testDrive.label, testDrive.href)) : null,
  ]);
  return { ...(enquireSlot && { enquire: enquireSlot }), ...(testDriveSlot && { test_drive: testDriveSlot }) };
}

import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, enquiryForm } from "../../runtime/kit/forms.ts";
import type { EnquiryFormProps } from "./props.gen.ts";

/** The enquiry form, inline or in a dialog; about the vehicle page's car when there is one. */
export default function EnquiryForm({ props, data, blockId }: BlockComponentProps<EnquiryFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={enquiryForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

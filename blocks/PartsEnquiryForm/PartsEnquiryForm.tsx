import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, partsEnquiryForm } from "../../runtime/kit/forms.ts";
import type { PartsEnquiryFormProps } from "./props.gen.ts";

/** The parts enquiry. */
export default function PartsEnquiryForm({ props, data, blockId }: BlockComponentProps<PartsEnquiryFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={partsEnquiryForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, multiStepEnquiryForm } from "../../runtime/kit/forms.ts";
import type { MultiStepEnquiryProps } from "./props.gen.ts";

/** The enquiry form one step at a time; a failed submit shows the server's message or 'An unexpected error occured'. */
export default function MultiStepEnquiry({ props, data, blockId }: BlockComponentProps<MultiStepEnquiryProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={multiStepEnquiryForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="lead"
    />
  );
}

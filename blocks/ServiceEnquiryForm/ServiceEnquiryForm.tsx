import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, serviceEnquiryForm } from "../../runtime/kit/forms.ts";
import type { ServiceEnquiryFormProps } from "./props.gen.ts";

/** The service enquiry. */
export default function ServiceEnquiryForm({ props, data, blockId }: BlockComponentProps<ServiceEnquiryFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={serviceEnquiryForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

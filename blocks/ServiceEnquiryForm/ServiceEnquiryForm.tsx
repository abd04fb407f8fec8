import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import { serviceEnquiryForm } from "../../runtime/forms/service-enquiry-form.ts";
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

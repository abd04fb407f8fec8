import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, careersForm } from "../../runtime/kit/forms.ts";
import type { CareersFormProps } from "./props.gen.ts";

/** The careers enquiry. */
export default function CareersForm({ props, data, blockId }: BlockComponentProps<CareersFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={careersForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

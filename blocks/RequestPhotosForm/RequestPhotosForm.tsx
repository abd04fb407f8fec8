import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, requestPhotosForm } from "../../runtime/kit/forms.ts";
import type { RequestPhotosFormProps } from "./props.gen.ts";

/** The request-photos form; its request text names the car. */
export default function RequestPhotosForm({ props, data, blockId }: BlockComponentProps<RequestPhotosFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={requestPhotosForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

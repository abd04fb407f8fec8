import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData } from "../../runtime/forms/ui/lead-form-block.tsx";
import { requestPhotosForm } from "../../runtime/forms/request-photos-form.ts";
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

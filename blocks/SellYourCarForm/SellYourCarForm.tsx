import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, sellYourCarForm } from "../../runtime/kit/forms.ts";
import type { SellYourCarFormProps } from "./props.gen.ts";

/** The sell-your-car form. */
export default function SellYourCarForm({ props, data, blockId }: BlockComponentProps<SellYourCarFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={sellYourCarForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

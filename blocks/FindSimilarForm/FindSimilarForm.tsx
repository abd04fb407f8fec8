import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, findSimilarForm } from "../../runtime/kit/forms.ts";
import { isInStock } from "../../runtime/kit/rules.ts";
import type { FindSimilarFormProps } from "./props.gen.ts";

/** Spec §4: on a sold car, Find Me Something Similar takes the place of the action buttons. */
export default function FindSimilarForm({ props, data, blockId }: BlockComponentProps<FindSimilarFormProps, LeadFormData>) {
  if (props.only_when_sold && data.car && isInStock(data.car)) return null;
  return (
    <LeadFormBlock
      blockId={blockId}
      build={findSimilarForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

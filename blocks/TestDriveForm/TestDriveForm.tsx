import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { LeadFormBlock, type LeadFormData, testDriveForm } from "../../runtime/kit/forms.ts";
import type { TestDriveFormProps } from "./props.gen.ts";

/**
 * The test-drive form with the slots the loader found for the car's location. Opened from a link
 * (/book-test-drive/?car_id=..) the page says nothing else about the car, so unless the site gives its own
 * intro the form names it.
 */
export default function TestDriveForm({ props, data, blockId }: BlockComponentProps<TestDriveFormProps, LeadFormData>) {
  return (
    <LeadFormBlock
      blockId={blockId}
      build={testDriveForm}
      data={data}
      heading={props.heading}
      intro={props.intro ?? (data.car ? `Your test drive of the ${data.car.name}.` : null)}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
    />
  );
}

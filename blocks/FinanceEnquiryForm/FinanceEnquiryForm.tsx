import { useMemo } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useRoute, useSite } from "../../runtime/kit/ui.ts";
import { LeadFormBlock, type LeadFormData, financeEnquiryForm } from "../../runtime/kit/forms.ts";
import type { FinanceEnquiryFormProps } from "./props.gen.ts";
import { financePrefill } from "./finance-prefill.ts";

/** The finance enquiry, pre-filled from the link that led here (spec §2). */
export default function FinanceEnquiryForm({ props, data, blockId }: BlockComponentProps<FinanceEnquiryFormProps, LeadFormData>) {
  const site = useSite();
  const { path } = useRoute();
  const prefill = useMemo(
    () =>
      financePrefill(
        new URLSearchParams(path.split("?")[1] ?? ""),
        site.dealerships.map((d) => d.slug),
      ),
    [path, site],
  );
  return (
    <LeadFormBlock
      blockId={blockId}
      build={financeEnquiryForm}
      data={data}
      heading={props.heading}
      intro={props.intro}
      display={props.display}
      triggerLabel={props.button_label}
      failureStyle="enquiry"
      prefill={prefill.values}
      extra={prefill.extra}
    />
  );
}

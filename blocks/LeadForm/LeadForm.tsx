import { useMemo } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useRoute, useSite } from "../../runtime/kit/ui.ts";
import { LeadFormBlock, type LeadFormData } from "../../runtime/kit/forms.ts";
import { isInStock } from "../../runtime/kit/rules.ts";
import { LEAD_FORM_KINDS } from "./form-kinds.ts";
import type { LeadFormProps } from "./props.gen.ts";

/** Every lead form: the same shell around the form `props.form` names, inline or in a dialog. */
export default function LeadForm({ props, data, blockId }: BlockComponentProps<LeadFormProps, LeadFormData>) {
  const kind = LEAD_FORM_KINDS[props.form];
  const site = useSite();
  const { path } = useRoute();
  const prefill = useMemo(() => kind.prefill?.(new URLSearchParams(path.split("?")[1] ?? ""), site), [kind, path, site]);
  // Spec §4: on a sold car, Find Me Something Similar takes the place of the action buttons.
  if (props.only_when_sold && data.car && isInStock(data.car)) return null;
  return (
    <LeadFormBlock
      // A link to this page with another query (a parts result's ?part=) starts the form again from its prefill.
      key={prefill ? JSON.stringify(prefill.values) : undefined}
      blockId={blockId}
      build={kind.build}
      data={data}
      heading={props.heading === undefined ? kind.heading : props.heading}
      intro={props.intro ?? kind.intro?.(data.car) ?? null}
      display={props.display}
      triggerLabel={props.button_label}
      triggerHref={props.page_href}
      failureStyle={kind.failureStyle}
      prefill={prefill?.values}
      extra={prefill?.extra}
    />
  );
}

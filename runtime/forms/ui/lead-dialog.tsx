import { useEffect, type ReactNode } from "react";
import { commandProps, useModalDialog } from "../../ui/modal-dialog.ts";

export const OPEN_LEAD_FORM_EVENT = "forecourt:open-lead-form";

/** Opens a lead form dialog from anywhere on the page (e.g. a vehicle sidebar button): by form id or block id. */
export function openLeadForm(target: { form?: string; blockId?: string }): void {
  window.dispatchEvent(new CustomEvent(OPEN_LEAD_FORM_EVENT, { detail: target }));
}

interface LeadDialogProps {
  id: string;
  formId: string;
  blockId: string;
  triggerLabel: string;
  title: string;
  onOpen(): void;
  children: ReactNode;
}

/** A form in a modal dialog behind a button (which opens it even before or without JavaScript). */
export function LeadDialog({ id, formId, blockId, triggerLabel, title, onOpen, children }: LeadDialogProps) {
  const dialog = useModalDialog();
  const open = () => {
    dialog.open();
    onOpen();
  };

  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ form?: string; blockId?: string }>).detail ?? {};
      if (detail.blockId === blockId || (!detail.blockId && detail.form === formId)) open();
    };
    window.addEventListener(OPEN_LEAD_FORM_EVENT, listener);
    return () => window.removeEventListener(OPEN_LEAD_FORM_EVENT, listener);
  });

  return (
    <>
      <button type="button" className="fc-lead-dialog-trigger" {...commandProps(id, "show-modal", open)}>
        {triggerLabel}
      </button>
      <dialog id={id} ref={dialog.ref} className="fc-lead-dialog" aria-labelledby={`${id}-title`}>
        <div className="fc-lead-dialog__header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="fc-lead-dialog__close" aria-label="Close" {...commandProps(id, "close", dialog.close)}>
            ×
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}

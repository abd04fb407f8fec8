import { useEffect, type MouseEvent, type ReactNode } from "react";
import { commandProps, useModalDialog } from "../../ui/modal-dialog.ts";

export const OPEN_LEAD_FORM_EVENT = "forecourt:open-lead-form";

/** Opens a lead form dialog from anywhere on the page (e.g. a vehicle sidebar button): by form id or block id. */
export function openLeadForm(target: { form?: string; blockId?: string }): void {
  window.dispatchEvent(new CustomEvent(OPEN_LEAD_FORM_EVENT, { detail: target }));
}

/** A plain click on the link opens the dialog; a modified one (new tab, new window) still follows it. */
function linkProps(open: () => void) {
  return {
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open();
    },
  };
}

interface LeadDialogProps {
  id: string;
  formId: string;
  blockId: string;
  triggerLabel: string;
  /** A link to the full-page form as the trigger, which opens the dialog once hydrated; null for a button. */
  triggerHref: string | null;
  title: string;
  onOpen(): void;
  children: ReactNode;
}

/**
 * A form in a modal dialog behind a button (which opens it even before or without JavaScript), or behind a link to
 * the full-page form, which opens the dialog once the page's JavaScript runs and the page itself without it. The
 * modal dialog takes the focus when it opens and gives it back to its trigger when it closes.
 */
export function LeadDialog({ id, formId, blockId, triggerLabel, triggerHref, title, onOpen, children }: LeadDialogProps) {
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
      {triggerHref ? (
        <a className="fc-lead-dialog-trigger" href={triggerHref} aria-haspopup="dialog" {...linkProps(open)}>
          {triggerLabel}
        </a>
      ) : (
        <button type="button" className="fc-lead-dialog-trigger" {...commandProps(id, "show-modal", open)}>
          {triggerLabel}
        </button>
      )}
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

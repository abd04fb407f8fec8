import { useRef, type MouseEvent } from "react";

type Command = "show-modal" | "close";

/**
 * Props for a button that opens or closes a native dialog. Invoker commands (`commandfor`, `command`) do it in
 * browsers that support them even before (or without) JavaScript; once hydrated, the click handler does it.
 */
export function commandProps(dialogId: string, command: Command, act: () => void) {
  return {
    ...{ commandfor: dialogId, command },
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      act();
    },
  };
}

/** A native modal dialog: showModal where the browser has it, else the open attribute. */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const open = () => {
    const element = ref.current;
    if (!element || element.open) return;
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
  };
  const close = () => {
    const element = ref.current;
    if (typeof element?.close === "function") element.close();
    else element?.removeAttribute("open");
  };
  return { ref, open, close };
}

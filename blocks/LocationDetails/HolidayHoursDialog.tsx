import { useRef } from "react";
import type { HolidayRow } from "../../runtime/rules/opening-hours.ts";

/**
 * 'View Holiday Hours' (spec §2): a button opening a modal dialog of the special dates ahead. The button also
 * carries invoker commands, so the dialog opens in browsers that support them even without JavaScript.
 */
export function HolidayHoursDialog({ id, name, rows }: { id: string; name: string; rows: readonly HolidayRow[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
  };
  const close = () => {
    const element = dialog.current;
    if (typeof element?.close === "function") element.close();
    else element?.removeAttribute("open");
  };
  return (
    <>
      <button
        type="button"
        className="fc-button fc-button--secondary fc-hours__holidays"
        {...{ commandfor: id, command: "show-modal" }}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        View Holiday Hours
      </button>
      <dialog id={id} ref={dialog} className="fc-hours__dialog" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Holiday Hours</h2>
        <p className="fc-hours__dialog-name">{name}</p>
        <table className="fc-hours__table">
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date}>{row.label}</time>
                </th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          className="fc-button fc-button--primary"
          {...{ commandfor: id, command: "close" }}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          Close
        </button>
      </dialog>
    </>
  );
}

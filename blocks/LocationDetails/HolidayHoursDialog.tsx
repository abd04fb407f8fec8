import { commandProps, useModalDialog } from "../../runtime/kit/ui.ts";
import type { HolidayRow } from "../../runtime/kit/rules.ts";

/**
 * 'View Holiday Hours' (spec §2): a button opening a modal dialog of the special dates ahead. The button also
 * carries invoker commands, so the dialog opens in browsers that support them even without JavaScript.
 */
export function HolidayHoursDialog({ id, name, rows }: { id: string; name: string; rows: readonly HolidayRow[] }) {
  const dialog = useModalDialog();
  return (
    <>
      <button type="button" className="fc-button fc-button--secondary fc-hours__holidays" {...commandProps(id, "show-modal", dialog.open)}>
        View Holiday Hours
      </button>
      <dialog id={id} ref={dialog.ref} className="fc-hours__dialog" aria-labelledby={`${id}-title`}>
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
        <button type="button" className="fc-button fc-button--primary" {...commandProps(id, "close", dialog.close)}>
          Close
        </button>
      </dialog>
    </>
  );
}

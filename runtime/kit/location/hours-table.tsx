import type { Location } from "../../types/index.ts";
import { openingHoursRows } from "../../rules/opening-hours.ts";
import "./location.css";

/** A location's week of opening hours, weekdays grouped as 'Mon-Fri' when they match. */
export function HoursTable({ location, caption }: { location: Location; caption: string }) {
  const rows = openingHoursRows(location.contact_detail?.opening_hours ?? []);
  if (rows.length === 0) return <p className="fc-hours__none">Please call us for our opening hours.</p>;
  return (
    <table className="fc-hours__table">
      <caption className="fc-visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

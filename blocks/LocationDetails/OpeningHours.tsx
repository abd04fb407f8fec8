import { useState } from "react";
import type { Location } from "../../runtime/types/index.ts";
import { holidayRows, specialHoursOf, locationTypeChoices } from "../../runtime/kit/rules.ts";
import { HolidayHoursDialog } from "./HolidayHoursDialog.tsx";
import { HoursTable } from "../../runtime/kit/location/hours-table.tsx";

interface OpeningHoursProps {
  id: string;
  heading: string;
  location: Location;
  locations: readonly Location[];
  /** Today where the location is (YYYY-MM-DD): holiday hours from then on. */
  today: string;
}

/**
 * The opening-hours table (spec §2). When the location's dealership has several location types (sales,
 * service, parts) a dropdown switches the table, and the holiday hours, to that department's location.
 */
export function OpeningHours({ id, heading, location, locations, today }: OpeningHoursProps) {
  const choices = locationTypeChoices(locations, location);
  const [type, setType] = useState(location.location_type ?? "");
  const choice = choices.find((entry) => entry.type === type);
  const shown = choice?.location ?? location;
  const holidays = holidayRows(specialHoursOf(shown), today);
  return (
    <section className="fc-hours" aria-labelledby={`${id}-heading`}>
      <div className="fc-hours__head">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {choices.length > 0 && (
          <label className="fc-hours__type">
            <span>Department</span>
            <select value={type} onChange={(event) => setType(event.target.value as typeof type)}>
              {choices.map((entry) => (
                <option key={entry.type} value={entry.type}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <HoursTable location={shown} caption={`${choice ? `${choice.label} hours` : "Opening hours"} of ${shown.name}`} />
      {holidays.length > 0 && <HolidayHoursDialog id={`${id}-holidays`} name={shown.name} rows={holidays} />}
    </section>
  );
}

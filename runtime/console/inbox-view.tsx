import type { Car, Site } from "../types/index.ts";
import type { StaffTable } from "../storage/tables/console-tables.ts";
import { inboxQuery, type InboxFilter } from "../rules/console/inbox-filter.ts";
import { isOverdue } from "../rules/console/lead-overdue.ts";
import { LEAD_PROGRESS } from "../rules/console/staff-role.ts";
import type { InboxLead } from "./inbox-store.ts";
import { shopperName, wallTime } from "./console-time.ts";
import { PageLinks, RowsTable } from "./console-page.tsx";

export interface InboxViewProps {
  filter: InboxFilter;
  leads: InboxLead[];
  hasNext: boolean;
  cars: Map<number, Car>;
  categories: readonly string[];
  /** The site's locations a lead may be at. */
  locations: readonly SiteLocation[];
  /** Staff a lead may be assigned to; null when the viewer cannot filter by assignee (sales see their own). */
  staff: StaffTable[] | null;
  overdueMinutes: number;
  timeZone: string;
  now: Date;
  /** Whether new leads join the list as they come in (the first page of every lead, unfiltered). */
  live: boolean;
}

/** The leads inbox: a GET form of filters, the page of leads newest first, pages and the CSV export of the filter. */
export function InboxView({ filter, leads, hasNext, cars, categories, locations, staff, overdueMinutes, timeZone, now, live }: InboxViewProps) {
  return (
    <>
      <h1>Leads</h1>
      <form method="get" action="/console/leads" role="search" aria-label="Filter leads">
        <fieldset>
          <legend>Filter</legend>
          <Choice label="Category" name="category" value={filter.category} anyLabel="Any category" options={categories} />
          <Choice label="Status" name="status" value={filter.progress} anyLabel="Any status" options={LEAD_PROGRESS} />
          <LocationChoice locations={locations} value={filter.location} />
          <label>
            From
            <input type="date" name="from" defaultValue={filter.from ?? ""} />
          </label>
          <label>
            To
            <input type="date" name="to" defaultValue={filter.to ?? ""} />
          </label>
          {staff && (
            <Choice
              label="Assigned to"
              name="assigned"
              value={filter.assigned}
              anyLabel="Anyone or no one"
              options={[["none", "No one"], ...staff.map((member): ChoiceOption => [member.id, member.email])]}
            />
          )}
          <label>
            Text
            <input type="search" name="q" defaultValue={filter.text ?? ""} maxLength={100} />
          </label>
          <button type="submit">Filter</button>
        </fieldset>
      </form>
      <p>
        <a href={`/console/leads.csv${inboxQuery(filter)}`} download>
          Export these leads as CSV
        </a>
      </p>
      {live && <p id="live-leads" role="status" data-after={leads[0]?.lead.created_at ?? now.toISOString()} />}
      <RowsTable
        caption={<>Leads, newest first{filter.page > 1 ? `, page ${filter.page}` : ""}</>}
        columns={["Received", "Shopper", "Category", "Car", "Status", "Assigned to"]}
        empty={<p role="status">No leads match.</p>}
      >
        {leads.map(({ lead, progress, assignedEmail }) => {
          const userData = JSON.parse(lead.payload) as Record<string, unknown>;
          const car = lead.car_id === null ? undefined : cars.get(lead.car_id);
          const overdue = isOverdue(progress, lead.completed_at ?? lead.created_at, now, overdueMinutes);
          return (
            <tr key={lead.id}>
              <td>{wallTime(lead.created_at, timeZone)}</td>
              <td>
                <a href={`/console/leads/${lead.id}`}>{shopperName(userData)}</a>
                {lead.status === "partial" && " (not finished)"}
              </td>
              <td>{lead.category ?? lead.form ?? ""}</td>
              <td>{car ? `${car.name} (${car.stocknum})` : ""}</td>
              <td>
                {progress}
                {overdue && <strong className="overdue"> overdue</strong>}
              </td>
              <td>{assignedEmail ?? "no one"}</td>
            </tr>
          );
        })}
      </RowsTable>
      <PageLinks page={filter.page} hasNext={hasNext} href={(page) => `/console/leads${inboxQuery(filter, page)}`} items="leads" />
    </>
  );
}

/** A select's option: a value that is its own label, or a value and its label. */
type ChoiceOption = string | readonly [value: string | number, label: string];

interface ChoiceProps {
  label: string;
  name: string;
  value: string | number | null;
  anyLabel: string;
  options: readonly ChoiceOption[];
}

/** A filter's select: any value, or one of the options. */
export function Choice({ label, name, value, anyLabel, options }: ChoiceProps) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          const [optionValue, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** A site location as the filters name it. */
export interface SiteLocation {
  id: number;
  name: string;
}

/** The site's locations a filter offers. */
export const siteLocations = (site: Site): SiteLocation[] => site.locations.map(({ id, name }) => ({ id, name }));

/** The location filter's select (none on a site without locations): any location, or one of the site's. */
export function LocationChoice({ locations, value }: { locations: readonly SiteLocation[]; value: number | null }) {
  if (locations.length === 0) return null;
  const options = locations.map(({ id, name }): ChoiceOption => [id, name]);
  return <Choice label="Location" name="location" value={value} anyLabel="Any location" options={options} />;
}

import type { Car } from "../types/index.ts";
import { formatPrice } from "../rules/price-display.ts";
import { CAR_STATUSES, stockQuery, type StockFilter } from "../rules/console/stock-filter.ts";
import { PageLinks, RowsTable } from "./console-page.tsx";
import { Choice, LocationChoice, type SiteLocation } from "./inbox-view.tsx";

export interface StockViewProps {
  filter: StockFilter;
  cars: Car[];
  total: number;
  hasNext: boolean;
  makes: string[];
  locations: readonly SiteLocation[];
}

export const statusText = (status: Car["status"]) => status.replace("_", " ");
const yesNo = (value: boolean) => (value ? "yes" : "no");

/** The site's stock, every status: a GET form of filters, a page of cars newest first, and pages. */
export function StockView({ filter, cars, total, hasNext, makes, locations }: StockViewProps) {
  return (
    <>
      <h1>Stock</h1>
      <p>
        <a href="/console/stock/imports">Feed imports and their reports</a>
      </p>
      <form method="get" action="/console/stock" role="search" aria-label="Filter stock">
        <fieldset>
          <legend>Filter</legend>
          <label>
            Text
            <input type="search" name="q" defaultValue={filter.text ?? ""} maxLength={100} />
          </label>
          <Choice label="Make" name="make" value={filter.make} anyLabel="Any make" options={makes} />
          <Choice label="Status" name="status" value={filter.status} anyLabel="Any status" options={CAR_STATUSES} />
          <LocationChoice locations={locations} value={filter.location} />
          <button type="submit">Filter</button>
        </fieldset>
      </form>
      <RowsTable
        caption={<>{total} {total === 1 ? "car" : "cars"}, newest first{filter.page > 1 ? `, page ${filter.page}` : ""}</>}
        columns={["Stock number", "Car", "Status", "Price", "Reserved", "On the website", "Photos"]}
        empty={<p role="status">No cars match.</p>}
      >
        {cars.map((car) => (
          <tr key={car.id}>
            <td>{car.stocknum}</td>
            <td>
              <a href={`/console/stock/${car.id}`}>{car.name}</a>
            </td>
            <td>{statusText(car.status)}</td>
            <td>{formatPrice(car.price)}</td>
            <td>{yesNo(car.reserved)}</td>
            <td>{yesNo(car.show_on_dealer_website)}</td>
            <td>{car.images.length}</td>
          </tr>
        ))}
      </RowsTable>
      <PageLinks page={filter.page} hasNext={hasNext} href={(page) => `/console/stock${stockQuery(filter, page)}`} items="cars" />
    </>
  );
}

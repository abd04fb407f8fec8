import type { Car } from "../types/index.ts";
import type { AuditLogTable } from "../storage/tables/console-tables.ts";
import type { PaymentEventsTable } from "../storage/tables/reservation-tables.ts";
import { formatPrice } from "../rules/price-display.ts";
import { depositActionAllowed, type DepositAction } from "./deposit-handling.ts";
import type { SiteReservation } from "./reservation-list.ts";
import { AuditHistory } from "./audit-history.tsx";
import { PageLinks, RowsTable } from "./console-page.tsx";
import { wallTime } from "./console-time.ts";

const deposit = (cents: number) => formatPrice(cents / 100);
const shopperOf = (details: string) => JSON.parse(details) as { name?: string; email?: string | null; phone?: string | null };

export interface ReservationsViewProps {
  rows: SiteReservation[];
  cars: Map<number, Car>;
  page: number;
  hasNext: boolean;
  timeZone: string;
}

/** The site's reservations, newest first, each with its deposit's state. */
export function ReservationsView({ rows, cars, page, hasNext, timeZone }: ReservationsViewProps) {
  return (
    <>
      <h1>Reservations</h1>
      <RowsTable
        caption={<>Reservations, newest first{page > 1 ? `, page ${page}` : ""}</>}
        columns={["Reserved", "Shopper", "Car", "Deposit", "Deposit status", "Reservation", "Hold ends"]}
        empty={<p role="status">No reservations yet.</p>}
      >
        {rows.map(({ reservation, payment }) => (
          <tr key={reservation.id}>
            <td>{wallTime(reservation.created_at, timeZone)}</td>
            <td>
              <a href={`/console/reservations/${reservation.id}`}>{shopperOf(payment.details).name ?? "(no name given)"}</a>
            </td>
            <td>{cars.get(reservation.car_id)?.name ?? `Car ${reservation.car_id}`}</td>
            <td>{deposit(payment.amount_cents)}</td>
            <td>{payment.status}</td>
            <td>{reservation.status}</td>
            <td>{wallTime(reservation.expires_at, timeZone)}</td>
          </tr>
        ))}
      </RowsTable>
      <PageLinks page={page} hasNext={hasNext} href={(to) => `/console/reservations?page=${to}`} items="reservations" />
    </>
  );
}

export interface ReservationViewProps {
  held: SiteReservation;
  car: Car | undefined;
  events: PaymentEventsTable[];
  trail: AuditLogTable[];
  notice: string | null;
  timeZone: string;
}

const ACTIONS: [DepositAction, string][] = [
  ["capture", "Capture the deposit"],
  ["release", "Release the car and cancel the deposit"],
  ["refund", "Refund the deposit"],
];

/** One reservation: the shopper, the car, the deposit and its history, and what staff may do with it now. */
export function ReservationView({ held, car, events, trail, notice, timeZone }: ReservationViewProps) {
  const { reservation, payment } = held;
  const shopper = shopperOf(payment.details);
  const actions = ACTIONS.filter(([action]) => depositActionAllowed(action, held));
  return (
    <>
      <p>
        <a href="/console/reservations">All reservations</a>
      </p>
      <h1>Reservation by {shopper.name ?? "(no name given)"}</h1>
      {notice && <p role="status">{notice}</p>}
      <dl>
        <div><dt>Car</dt><dd>{car ? <a href={`/console/stock/${car.id}`}>{car.name} ({car.stocknum})</a> : `Car ${reservation.car_id}`}</dd></div>
        <div><dt>Reservation</dt><dd>{reservation.status}{reservation.ended_at && `, ended ${wallTime(reservation.ended_at, timeZone)}`}</dd></div>
        <div><dt>Reserved</dt><dd>{wallTime(reservation.created_at, timeZone)}</dd></div>
        <div><dt>Hold ends</dt><dd>{wallTime(reservation.expires_at, timeZone)}</dd></div>
        <div><dt>E-mail</dt><dd>{shopper.email ?? "none"}</dd></div>
        <div><dt>Phone</dt><dd>{shopper.phone ?? "none"}</dd></div>
        <div><dt>Deposit</dt><dd>{deposit(payment.amount_cents)} {payment.currency}, {payment.status}{payment.failure && ` (${payment.failure})`}</dd></div>
        <div><dt>Payment</dt><dd>{payment.provider} {payment.provider_ref}</dd></div>
      </dl>
      <h2>Deposit history</h2>
      <ul>
        {events.map((event) => (
          <li key={event.status}>
            {wallTime(event.at, timeZone)}: {event.status}
          </li>
        ))}
      </ul>
      {actions.length > 0 && (
        <>
          <h2>Handle</h2>
          {actions.map(([action, label]) => (
            <form key={action} className="inline" method="post" action={`/console/reservations/${reservation.id}/${action}`}>
              <button type="submit">{action === "refund" && reservation.status === "active" ? `${label} and release the car` : label}</button>
            </form>
          ))}
        </>
      )}
      <AuditHistory trail={trail} timeZone={timeZone} />
    </>
  );
}

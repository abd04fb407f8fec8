import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { GarageActivityProps } from "./props.gen.ts";
import type { GarageActivityData } from "./data.ts";
import "./GarageActivity.css";

/** The garage's enquiries sent and reservations: plain lists linking to each car. */
export default function GarageActivity({ props, data, blockId }: BlockComponentProps<GarageActivityProps, GarageActivityData>) {
  const id = (name: string) => `${blockId}-${name}`;
  return (
    <div className="fc-garage-activity fc-container">
      <section aria-labelledby={id("enquiries")}>
        <h2 id={id("enquiries")}>{props.enquiries_heading}</h2>
        {data.enquiries.length === 0 ? (
          <p>{props.enquiries_empty}</p>
        ) : (
          <ul className="fc-garage-activity__list">
            {data.enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                <strong>{enquiry.subject}</strong>
                {enquiry.car && <a href={`/cars/${enquiry.car.slug}`}>{enquiry.car.name}</a>}
                <span>Sent {enquiry.sent}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={id("reservations")}>
        <h2 id={id("reservations")}>{props.reservations_heading}</h2>
        {data.reservations.length === 0 ? (
          <p>{props.reservations_empty}</p>
        ) : (
          <ul className="fc-garage-activity__list">
            {data.reservations.map((reservation) => (
              <li key={reservation.id}>
                {reservation.car ? <a href={reservation.car.path}>{reservation.car.name}</a> : <span>A car no longer listed</span>}
                <strong>{reservation.status}</strong>
                <span>
                  {reservation.active ? "Held until" : "Ended"} {reservation.holdEnd}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

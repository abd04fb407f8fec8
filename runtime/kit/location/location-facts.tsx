import type { Location } from "../../types/index.ts";
import { useSite } from "../../ui/site-context.tsx";
import { licenceLines } from "../../rules/licence-lines.ts";
import { telHref } from "../phone-href.ts";
import "./location.css";

/** A location's address, phone numbers and, when the site shows them, its licence numbers. */
export function LocationFacts({ location }: { location: Location }) {
  const site = useSite();
  const { address } = location;
  const phone = location.contact_detail?.phone;
  const landline = location.contact_detail?.landline_phone;
  const licences = site.features.show_licence_numbers ? licenceLines([location]) : [];
  return (
    <div className="fc-location-facts">
      <address>
        {address.street}
        <br />
        {address.city} {address.state} {address.postcode}
      </address>
      {phone && (
        <p className="fc-location-facts__phone">
          Phone: <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      {landline && landline !== phone && (
        <p className="fc-location-facts__phone">
          Landline: <a href={telHref(landline)}>{landline}</a>
        </p>
      )}
      {licences.length > 0 && (
        <ul className="fc-location-facts__licences">
          {licences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

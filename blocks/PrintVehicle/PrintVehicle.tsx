import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { CarPhoto, useSite } from "../../runtime/kit/ui.ts";
import type { PrintVehicleData } from "./data.ts";
import type { PrintVehicleProps } from "./props.gen.ts";
import "./PrintVehicle.css";

export default function PrintVehicle({ data }: BlockComponentProps<PrintVehicleProps, PrintVehicleData | null>) {
  const site = useSite();
  if (!data) return null;
  return (
    <article className="fc-vdp-print">
      <header className="fc-vdp-print__header">
        <img src={site.logo.url} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} />
        <button type="button" className="fc-button fc-button--primary fc-vdp-print__button" onClick={() => window.print()}>
          Print this page
        </button>
      </header>
      <h1>
        {data.title}
        {data.subtitle && <span className="fc-vdp-print__subtitle">{data.subtitle}</span>}
      </h1>
      <p className="fc-vdp-print__price">
        <strong>{data.price.text}</strong>
        {data.price.wasText && <span> Was {data.price.wasText}</span>}
      </p>
      {data.image && <CarPhoto className="fc-vdp-print__photo" image={data.image} place="print" alt={data.title} />}
      {data.sections.map((section) => (
        <section key={section.title} className="fc-vdp-print__section">
          <h2>{section.title}</h2>
          <dl>
            {section.lines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {data.features.length > 0 && (
        <section className="fc-vdp-print__section">
          <h2>Features</h2>
          <ul className="fc-vdp-print__features">
            {data.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {data.comments && (
        <section className="fc-vdp-print__section">
          <h2>Dealer Comments</h2>
          <p className="fc-vdp-print__comments">{data.comments}</p>
        </section>
      )}
      <footer className="fc-vdp-print__contact">
        <p>
          <strong>{data.contact.name}</strong>
          {data.contact.phone && <> · {data.contact.phone}</>}
        </p>
        {data.contact.address && <p>{data.contact.address}</p>}
        <p>{data.url}</p>
      </footer>
    </article>
  );
}

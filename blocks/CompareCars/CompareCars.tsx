import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { ComparisonRow, ComparisonSection } from "../../runtime/kit/rules.ts";
import { soldTexts } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { CompareCarsData, ComparedCar } from "./data.ts";
import type { CompareCarsProps } from "./props.gen.ts";
import "./CompareCars.css";

export default function CompareCars({ props, data, blockId }: BlockComponentProps<CompareCarsProps, CompareCarsData>) {
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-compare fc-container" aria-labelledby={headingId}>
      <h1 id={headingId}>{props.heading}</h1>
      <Notices sold={data.sold} unknown={data.unknown} />
      {data.cars.length === 0 ? (
        <p>
          There are no cars to compare yet. <SiteLink href={props.browse_href}>Browse our stock</SiteLink> and choose up to 3
          cars with SAVE TO COMPARE.
        </p>
      ) : (
        <div className="fc-compare__scroll" role="region" aria-label="The comparison" tabIndex={0}>
          <table className="fc-compare__table fc-compare__cars">
            <caption className="fc-visually-hidden">The cars compared</caption>
            <tbody>
              <tr>
                <td />
                {data.cars.map((car) => (
                  <th key={car.id} scope="col">
                    {car.image ? <img src={car.image} alt="" width={300} height={200} /> : <span className="fc-compare__no-image" />}
                    <SiteLink href={car.href}>{car.name}</SiteLink>
                  </th>
                ))}
              </tr>
            </tbody>
          </table>
          {data.sections.map((section) => (
            <Section key={section.title} section={section} cars={data.cars} />
          ))}
        </div>
      )}
    </section>
  );
}

function Notices({ sold, unknown }: { sold: ComparedCar[]; unknown: number }) {
  if (sold.length === 0 && unknown === 0) return null;
  return (
    <ul className="fc-compare__notices">
      {sold.map((car) => (
        <li key={car.id}>
          <SiteLink href={car.href}>{car.name}</SiteLink>: {soldTexts("car").message}
        </li>
      ))}
      {unknown > 0 && <li>{unknown === 1 ? "One car in this comparison is" : `${unknown} cars in this comparison are`} no longer available.</li>}
    </ul>
  );
}

function Section({ section, cars }: { section: ComparisonSection; cars: ComparedCar[] }) {
  return (
    <section className="fc-compare__section">
      <h2>{section.title}</h2>
      {section.differing.length > 0 && <Rows rows={section.differing} cars={cars} caption={`${section.title}: where the cars differ`} differs />}
      {section.same.length > 0 && (
        <details className="fc-compare__same">
          <summary>
            {section.differing.length === 0 ? "The same on every car" : "Also the same on every car"} ({section.same.length})
          </summary>
          <Rows rows={section.same} cars={cars} caption={`${section.title}: the same on every car`} differs={false} />
        </details>
      )}
    </section>
  );
}

function Rows({ rows, cars, caption, differs }: { rows: ComparisonRow[]; cars: ComparedCar[]; caption: string; differs: boolean }) {
  // One car compares with nothing: its rows are listed, not marked as differences.
  const marked = differs && cars.length > 1;
  return (
    <table className="fc-compare__table">
      <caption className="fc-visually-hidden">{caption}</caption>
      <thead className="fc-compare__names">
        <tr>
          <td />
          {cars.map((car) => (
            <th key={car.id} scope="col">
              <span className="fc-visually-hidden">{car.name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={marked ? "fc-compare__row--differs" : undefined}>
            <th scope="row">
              {row.label}
              {marked && <span className="fc-compare__differs">Differs</span>}
            </th>
            {row.values.map((value, index) => (
              <td key={cars[index]!.id}>{value ?? <span className="fc-compare__missing">Not listed</span>}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

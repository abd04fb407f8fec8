import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { StatsBannerProps } from "./props.gen.ts";
import "./StatsBanner.css";

export default function StatsBanner({ props, blockId }: BlockComponentProps<StatsBannerProps>) {
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-stats-banner" aria-labelledby={props.heading ? headingId : undefined}>
      <div className="fc-container">
        {props.heading && <h2 id={headingId}>{props.heading}</h2>}
        <ul className="fc-stats-banner__list">
          {props.items.map((item) => (
            <li key={`${item.value} ${item.label}`} className="fc-stats-banner__item">
              <span className="fc-stats-banner__value">{item.value}</span>{" "}
              <span className="fc-stats-banner__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

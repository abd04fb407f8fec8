import { useId } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { UsedCarCheckData } from "./data.ts";
import type { UsedCarCheckProps } from "./props.gen.ts";
import "./UsedCarCheck.css";

export default function UsedCarCheck({ props, data }: BlockComponentProps<UsedCarCheckProps, UsedCarCheckData | null>) {
  const headingId = useId();
  if (!data) return null;
  return (
    <section className="fc-vdp-used-check" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.intro && <p>{props.intro}</p>}
      {props.checks.length > 0 && (
        <ul className="fc-vdp-used-check__checks">
          {props.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      )}
      <dl className="fc-vdp-used-check__details">
        {data.details.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="fc-vdp-used-check__links">
        {data.report && (
          <a className="fc-button fc-button--secondary" href={data.report.href} target="_blank" rel="noopener noreferrer">
            {data.report.label}
          </a>
        )}
        {props.register_url && (
          <a href={props.register_url} target="_blank" rel="noopener noreferrer">
            Check the register yourself
          </a>
        )}
      </p>
    </section>
  );
}

import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { NotFoundProps } from "./props.gen.ts";
import "./NotFound.css";

export default function NotFound({ props }: BlockComponentProps<NotFoundProps, null>) {
  return (
    <section className="fc-not-found fc-container">
      <h1>{props.heading}</h1>
      {props.message && <p className="fc-not-found__message">{props.message}</p>}
      {props.links.length > 0 && (
        <ul className="fc-not-found__links">
          {props.links.map((link, index) => (
            <li key={index}>
              <SiteLink href={link.href} className={`fc-button fc-button--${index === 0 ? "primary" : "secondary"}`}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

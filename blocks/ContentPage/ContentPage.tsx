import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { ContentPageProps } from "./props.gen.ts";
import { ContentSectionView } from "./ContentSectionView.tsx";
import { ContactAsideView } from "./ContactAsideView.tsx";
import "./ContentPage.css";

export default function ContentPage({ props, blockId }: BlockComponentProps<ContentPageProps>) {
  const aside = props.contact_aside;
  return (
    <article className="fc-content-page fc-container">
      {(props.heading || props.intro) && (
        <header className="fc-content-page__header">
          {props.heading && <h1>{props.heading}</h1>}
          {props.intro && <p className="fc-content-page__intro">{props.intro}</p>}
        </header>
      )}
      <div className={`fc-content-page__layout${aside.enabled ? " fc-content-page__layout--with-aside" : ""}`}>
        <div className="fc-content-page__body">
          {props.sections.map((section, index) => (
            <ContentSectionView key={index} section={section} headingId={`${blockId}-section-${index}`} />
          ))}
        </div>
        {aside.enabled && <ContactAsideView aside={aside} headingId={`${blockId}-contact`} />}
      </div>
    </article>
  );
}

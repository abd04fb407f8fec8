import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { GroupProfileProps } from "./props.gen.ts";
import "./GroupProfile.css";

export default function GroupProfile({ props, blockId }: BlockComponentProps<GroupProfileProps>) {
  const headingId = `${blockId}-heading`;
  const { image } = props;
  return (
    <section className="fc-group-profile" aria-labelledby={props.heading ? headingId : undefined}>
      <div className={`fc-container fc-group-profile__layout${image ? " fc-group-profile__layout--with-image" : ""}`}>
        <div className="fc-group-profile__text">
          {props.heading && <h2 id={headingId}>{props.heading}</h2>}
          {props.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {image && (
          <img
            className="fc-group-profile__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </section>
  );
}

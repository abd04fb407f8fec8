import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { modelBodies, modelsOfBody, modelTileHref } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { ModelRangeData } from "./data.ts";
import type { ModelRangeProps } from "./props.gen.ts";
import "./ModelRange.css";

/** Spec §2 /models?body={body-slug}: the models of a body, each with its picture and links. */
export default function ModelRange({ props, data, blockId }: BlockComponentProps<ModelRangeProps, ModelRangeData>) {
  const { brands } = useSite();
  const bodies = modelBodies(brands);
  const chosen = bodies.find((body) => body.slug === data.body);
  const models = modelsOfBody(brands, data.body);
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-model-range fc-container" aria-labelledby={headingId}>
      <h1 id={headingId}>{chosen ? `${chosen.name} models` : props.heading}</h1>
      {props.intro && <p>{props.intro}</p>}
      <nav aria-label="Bodies" className="fc-model-range__bodies">
        <SiteLink href="/models" aria-current={data.body === null ? "page" : undefined}>
          {props.all_label}
        </SiteLink>
        {bodies.map((body) => (
          <SiteLink key={body.slug} href={`/models?body=${body.slug}`} aria-current={body.slug === data.body ? "page" : undefined}>
            {body.name}
          </SiteLink>
        ))}
      </nav>
      {models.length === 0 ? (
        <p>{props.empty_text}</p>
      ) : (
        <ul className="fc-model-range__models">
          {models.map(({ brand, model }) => (
            <li key={`${brand.slug}/${model.slug}`}>
              {model.image?.url && <img src={model.image.url} alt="" width={300} height={200} loading="lazy" decoding="async" />}
              <SiteLink href={modelTileHref(brand, model)} className="fc-model-range__name">
                {brand.title} {model.name}
              </SiteLink>
              <SiteLink href={`/${model.slug}/accessories`}>{model.name} accessories</SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

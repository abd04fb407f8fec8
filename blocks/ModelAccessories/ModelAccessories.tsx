import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { findModel, modelSearchHref } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { ModelAccessoriesData } from "./data.ts";
import type { ModelAccessoriesProps } from "./props.gen.ts";
import "./ModelAccessories.css";

/** Spec §2 /{model slug}/accessories: the model's accessories page, with its stock one click away. */
export default function ModelAccessories({ props, data, blockId }: BlockComponentProps<ModelAccessoriesProps, ModelAccessoriesData | null>) {
  const found = findModel(useSite().brands, data?.slug);
  if (!found) return null;
  const { brand, model } = found;
  const count = model.accessories_count;
  return (
    <section className="fc-model-accessories fc-container" aria-labelledby={`${blockId}-title`}>
      <div className="fc-model-accessories__text">
        <h1 id={`${blockId}-title`}>
          {brand.title} {model.name} Accessories
        </h1>
        {props.intro && <p>{props.intro}</p>}
        {typeof count === "number" && count > 0 && (
          <p className="fc-model-accessories__count">
            {count} genuine {count === 1 ? "accessory" : "accessories"} for the {model.name}.
          </p>
        )}
        <p className="fc-model-accessories__actions">
          <SiteLink className="fc-button fc-button--primary" href={modelSearchHref(brand, model)}>
            Browse {model.name} stock
          </SiteLink>
          <SiteLink className="fc-button fc-button--secondary" href={props.parts_href}>
            {props.parts_label}
          </SiteLink>
        </p>
      </div>
      {model.image?.url && <img className="fc-model-accessories__image" src={model.image.url} alt={`${brand.title} ${model.name}`} width={600} height={400} />}
    </section>
  );
}

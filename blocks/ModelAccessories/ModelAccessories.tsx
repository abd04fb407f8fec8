import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { findModel, formatPrice, modelSearchHref } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { ModelAccessoriesData } from "./data.ts";
import type { ModelAccessoriesProps } from "./props.gen.ts";
import "./ModelAccessories.css";

/** Spec §2 /{model slug}/accessories: the model's accessories from the site document, with its stock one click away. */
export default function ModelAccessories({ props, data, blockId }: BlockComponentProps<ModelAccessoriesProps, ModelAccessoriesData | null>) {
  const found = findModel(useSite().brands, data?.slug);
  if (!found) return null;
  const { brand, model } = found;
  const count = model.accessories_count ?? model.accessories.length;
  const listId = `${blockId}-list`;
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
      {model.accessories.length > 0 && (
        <section className="fc-model-accessories__list" aria-labelledby={listId}>
          <h2 id={listId}>Popular {model.name} accessories</h2>
          <ul>
            {model.accessories.map((accessory) => (
              <li key={accessory.part_number ?? accessory.name}>
                {accessory.image && <img src={accessory.image} alt="" width={240} height={160} loading="lazy" decoding="async" />}
                <h3>{accessory.name}</h3>
                {accessory.part_number && <p className="fc-model-accessories__part">Part number {accessory.part_number}</p>}
                <p className="fc-model-accessories__price">{accessory.price === null ? "Price on application" : `${formatPrice(accessory.price)} fitted`}</p>
                {accessory.description && <p>{accessory.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

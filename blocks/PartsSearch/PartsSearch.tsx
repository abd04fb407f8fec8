import { useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useRoute } from "../../runtime/kit/ui.ts";
import { fitmentText, partPriceText } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { PartsSearchData } from "./data.ts";
import type { PartsSearchProps } from "./props.gen.ts";
import "./PartsSearch.css";

/** The parts catalogue's search form and a page of results; a plain GET form, so it works without JavaScript. */
export default function PartsSearch({ props, data, blockId }: BlockComponentProps<PartsSearchProps, PartsSearchData>) {
  const { path } = useRoute();
  const [route, search = ""] = path.split("#")[0]!.split("?");
  const [make, setMake] = useState(data.query.make);
  const modelGroups = data.vehicles.filter((vehicle) => !make || vehicle.make.toLowerCase() === make.toLowerCase());
  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const query = params.toString();
    return `${route}${query ? `?${query}` : ""}`;
  };
  const { query } = data;
  const searched = Boolean(query.text || query.make || query.model || query.year !== null);
  return (
    <section className="fc-parts-search fc-container" aria-labelledby={`${blockId}-title`}>
      <h1 id={`${blockId}-title`}>{props.heading}</h1>
      {props.intro && <p>{props.intro}</p>}
      <form className="fc-parts-search__form" method="get" action={route} role="search" aria-label="Parts">
        <label>
          Part number or name
          <input type="search" name="q" defaultValue={query.text} maxLength={100} />
        </label>
        <label>
          Make
          <select name="make" value={make} onChange={(event) => setMake(event.target.value)}>
            <option value="">Any make</option>
            {data.vehicles.map((vehicle) => (
              <option key={vehicle.make} value={vehicle.make}>
                {vehicle.make}
              </option>
            ))}
          </select>
        </label>
        <label>
          Model
          <select name="model" defaultValue={query.model} key={make}>
            <option value="">Any model</option>
            {modelGroups.map((vehicle) => (
              <optgroup key={vehicle.make} label={vehicle.make}>
                {vehicle.models.map((model) => (
                  <option key={model} value={model}>
                    {model}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          Year
          <input type="text" name="year" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} defaultValue={query.year ?? ""} />
        </label>
        <button type="submit" className="fc-button fc-button--primary">
          Search
        </button>
      </form>
      <p className="fc-parts-search__count" role="status">
        {data.total === 0 ? (searched ? "No parts match your search." : "Our catalogue is being updated.") : `${data.total} ${data.total === 1 ? "part" : "parts"}${searched ? " found" : ""}`}
      </p>
      <ul className="fc-parts-search__results">
        {data.parts.map((part) => (
          <li key={part.part_number} className="fc-parts-search__part">
            {part.image ? <img src={part.image} alt="" width={160} height={120} loading="lazy" /> : <div className="fc-parts-search__no-image" aria-hidden="true" />}
            <div>
              <h2>{part.name}</h2>
              <p>
                Part number <span className="fc-parts-search__number">{part.part_number}</span>
                {part.category && ` · ${part.category}`}
              </p>
              <p>Fits: {fitmentText(part)}</p>
              <p className="fc-parts-search__price">{partPriceText(part.price)}</p>
              <a href={`${withParams({ part: part.part_number })}#${props.enquiry_anchor}`} aria-label={`Enquire about ${part.name} (${part.part_number})`}>
                Enquire about this part
              </a>
            </div>
          </li>
        ))}
      </ul>
      {data.pages > 1 && (
        <nav className="fc-parts-search__pages" aria-label="Result pages">
          {data.page > 1 && <SiteLink href={withParams({ page: String(data.page - 1), part: null })}>Previous</SiteLink>}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.page < data.pages && <SiteLink href={withParams({ page: String(data.page + 1), part: null })}>Next</SiteLink>}
        </nav>
      )}
    </section>
  );
}

import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { useBlockSearch, type BlockSearchData, facetValueLabel, makeModelRequests, modelLabel, type MakeModelChoice, scopedSearchUrl } from "../../runtime/kit/search.ts";
import { countLabel, searchNoun } from "../../runtime/kit/rules.ts";
import "../../runtime/kit/search-ui.css";
import type { ManufacturerModelSearchProps } from "./props.gen.ts";

export default function ManufacturerModelSearch({ props, data, blockId }: BlockComponentProps<ManufacturerModelSearchProps, BlockSearchData>) {
  const site = useSite();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<MakeModelChoice>({ make: "", model: "", body: "" });
  const { results } = useBlockSearch(data, "manufacturer-model", makeModelRequests(props.car_type, choice));
  const [makes, models, bodies, total] = results;
  const refinements: Record<string, string[]> = {};
  if (choice.make) refinements.make = [choice.make];
  if (choice.model) refinements.make_model = [choice.model];
  if (choice.body) refinements.body = [choice.body];
  const href = scopedSearchUrl(site, props.car_type, { refinements });
  const action = scopedSearchUrl(site, props.car_type);
  const count = total?.nbHits ?? 0;
  const noun = searchNoun(undefined, site.search_results.vehicle_noun);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href);
  };
  const id = (name: string) => `${blockId}-${name}`;
  const select = (name: keyof MakeModelChoice, label: string, any: string, values: Record<string, number> | undefined, labelOf: (value: string) => string) => (
    <label className="fc-search-block__field" htmlFor={id(name)}>
      <span>{label}</span>
      <select
        id={id(name)}
        name={name === "model" ? "make_model" : name}
        value={choice[name]}
        onChange={(event) =>
          setChoice(name === "make" ? { make: event.target.value, model: "", body: choice.body } : { ...choice, [name]: event.target.value })
        }
      >
        <option value="">{any}</option>
        {Object.entries(values ?? {})
          .sort(([a], [b]) => labelOf(a).localeCompare(labelOf(b)))
          .map(([value, n]) => (
            <option key={value} value={value}>
              {labelOf(value)} ({n.toLocaleString("en-AU")})
            </option>
          ))}
      </select>
    </label>
  );

  return (
    <section className="fc-search-block fc-container" aria-labelledby={props.heading ? id("heading") : undefined}>
      {props.heading && <h2 id={id("heading")}>{props.heading}</h2>}
      <form className="fc-search-block__form" method="get" action={action} onSubmit={submit}>
        <div className="fc-search-block__row">
          {select("make", "Make", "Any make", makes?.facets?.make, (value) => value)}
          {select("model", "Model", "Any model", models?.facets?.make_model, (value) => modelLabel(value, choice.make))}
          {select("body", "Body type", "Any body type", bodies?.facets?.body, (value) => facetValueLabel("body", value))}
        </div>
        <button type="submit" className="fc-button fc-button--primary">
          Show {countLabel(count, noun.one, noun.many)}
        </button>
      </form>
    </section>
  );
}

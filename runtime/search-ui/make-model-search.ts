import type { SearchRequest } from "./block-search.ts";
import { scopeFilter, type StockScope } from "./stock-scope.ts";

/** A manufacturer/model search's choices (spec: facets manufacturer.name, model.name, model.body = make, make_model, body). */
export interface MakeModelChoice {
  make: string;
  model: string;
  body: string;
}

const MAX_VALUES = 1000;

/**
 * The searches behind the form, each option list counted without its own choice (so choosing a model still
 * lists the make's other models): makes; the make's models; bodies of the make and model; the full count.
 */
export function makeModelRequests(scope: StockScope, choice: MakeModelChoice): SearchRequest[] {
  const filters = scopeFilter(scope);
  const make = choice.make ? [`make:${choice.make}`] : [];
  const model = choice.model ? [`make_model:${choice.model}`] : [];
  const body = choice.body ? [`body:${choice.body}`] : [];
  const request = (facetFilters: string[], facets: string[]): SearchRequest => ({
    query: "",
    hitsPerPage: 0,
    filters,
    facetFilters: facetFilters.map((filter) => [filter]),
    facets,
    maxValuesPerFacet: MAX_VALUES,
  });
  return [
    request([...model, ...body], ["make"]),
    request([...make, ...body], ["make_model"]),
    request([...make, ...model], ["body"]),
    request([...make, ...model, ...body], []),
  ];
}

/** The models of a make as the select shows them: 'Toyota Corolla' -> 'Corolla'. */
export function modelLabel(makeModel: string, make: string): string {
  return make && makeModel.startsWith(`${make} `) ? makeModel.slice(make.length + 1) : makeModel;
}

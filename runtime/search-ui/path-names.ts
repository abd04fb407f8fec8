import { searchSlug } from "../rules/vehicle-naming.ts";
import { namesOf, type KnownNames } from "./slug-names.ts";

/**
 * The facet values behind a search path's make and model slugs, and nothing else (page data stays small). Only
 * the models of the makes the path can name are slugged: a make_model value belongs to the longest make it
 * starts with, so every make still takes part in that choice.
 */
export function pathNames(pathname: string, makes: readonly string[], makeModels: readonly string[]): KnownNames {
  const [, , makeSlug, modelSlug] = pathname.toLowerCase().split("/");
  const known: KnownNames = { makes: {}, models: {} };
  if (!makeSlug) return known;
  const pathMakes = makes.filter((make) => searchSlug(make) === makeSlug);
  // A segment no make is slugged to (a stock type's, a dealership's) names nothing.
  if (pathMakes.length === 0) return known;
  const all = namesOf(makes, modelSlug ? makeModels.filter((makeModel) => pathMakes.some((make) => makeModel.startsWith(`${make} `))) : []);
  if (all.makes[makeSlug]) known.makes[makeSlug] = all.makes[makeSlug];
  const modelKey = `${makeSlug}/${modelSlug}`;
  if (modelSlug && all.models[modelKey]) known.models[modelKey] = all.models[modelKey];
  return known;
}

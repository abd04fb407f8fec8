import { namesOf, type KnownNames } from "./slug-names.ts";

/** The facet values behind a search path's make and model slugs, and nothing else (page data stays small). */
export function pathNames(pathname: string, makes: readonly string[], makeModels: readonly string[]): KnownNames {
  const [, , makeSlug, modelSlug] = pathname.toLowerCase().split("/");
  const all = namesOf(makes, makeModels);
  const known: KnownNames = { makes: {}, models: {} };
  if (makeSlug && all.makes[makeSlug]) known.makes[makeSlug] = all.makes[makeSlug];
  const modelKey = `${makeSlug}/${modelSlug}`;
  if (modelSlug && all.models[modelKey]) known.models[modelKey] = all.models[modelKey];
  return known;
}

import { searchSlug } from "../rules/vehicle-naming.ts";

export interface KnownNames {
  /** Make slug -> make ('land-rover' -> 'Land Rover'). */
  makes: Record<string, string>;
  /** 'make-slug/model-slug' -> make_model value ('toyota/c-hr' -> 'Toyota C-HR'). */
  models: Record<string, string>;
}

/** Slugs of the given facet values; a `make_model` value belongs to the make it starts with. */
export function namesOf(makes: Iterable<string>, makeModels: Iterable<string>): KnownNames {
  const makeList = [...makes].sort((a, b) => b.length - a.length);
  const known: KnownNames = { makes: {}, models: {} };
  for (const make of makeList) known.makes[searchSlug(make)] = make;
  for (const makeModel of makeModels) {
    const make = makeList.find((name) => makeModel.startsWith(`${name} `));
    if (make) known.models[`${searchSlug(make)}/${searchSlug(makeModel.slice(make.length + 1))}`] = makeModel;
  }
  return known;
}

/**
 * Turns make and model slugs from search paths back into facet values. It learns names from facet values as
 * results arrive; a slug it has never seen reads as title case.
 */
export interface SlugNames {
  make(slug: string): string;
  makeModel(makeSlug: string, modelSlug: string): string;
  learn(known: KnownNames): void;
}

export function createSlugNames(initial?: KnownNames): SlugNames {
  const makes = new Map<string, string>();
  const models = new Map<string, string>();
  const names: SlugNames = {
    make: (slug) => makes.get(slug) ?? titleCase(slug),
    makeModel: (makeSlug, modelSlug) =>
      models.get(`${makeSlug}/${modelSlug}`) ?? `${names.make(makeSlug)} ${titleCase(modelSlug)}`,
    learn(known) {
      for (const [slug, make] of Object.entries(known.makes)) makes.set(slug, make);
      for (const [key, makeModel] of Object.entries(known.models)) models.set(key, makeModel);
    },
  };
  if (initial) names.learn(initial);
  return names;
}

function titleCase(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

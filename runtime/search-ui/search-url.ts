import { searchSlug } from "../rules/vehicle-naming.ts";
import {
  DEFAULT_SEARCH_PATH,
  PATH_FACETS,
  TYPE_PATHS,
  emptySearchRoute,
  isRangeValue,
  type SearchRoute,
} from "../rules/search-route.ts";
import { isSortName } from "./sort-options.ts";
import { formRange } from "./search-form-fields.ts";
import type { SlugNames } from "./slug-names.ts";

export interface SearchUrlContext {
  /** Facet attributes whose query parameters are refinements (`make=Toyota&make=Kia`). */
  facets: readonly string[];
  /** Range attributes (`range[price]=5000:20000`). */
  ranges: readonly string[];
  /** The site's dealerships: `/search/{slug}` refines `dealership_name` to the name. */
  dealerships: ReadonlyArray<{ slug: string; name: string }>;
  names: SlugNames;
}

/**
 * Reads a spec §2 search URL: the path's stock type, make, make/model or dealership, then the query string
 * (and the fields of the no-JavaScript forms, which say a range in their own words).
 */
export function parseSearchUrl(pathname: string, search: string, ctx: SearchUrlContext): SearchRoute {
  const route = emptySearchRoute();
  Object.assign(route.refinements, pathRefinements(pathname, ctx));
  const params = new URLSearchParams(search);
  route.query = params.get("query")?.trim() ?? "";
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) route.page = page;
  const sortBy = params.get("sortBy");
  if (sortBy && isSortName(sortBy)) route.sortBy = sortBy;
  for (const attribute of ctx.ranges) {
    const value = params.get(`range[${attribute}]`) ?? formRange(params, attribute);
    if (value && isRangeValue(value)) route.ranges[attribute] = value;
  }
  for (const attribute of ctx.facets) {
    for (const value of params.getAll(attribute)) {
      if (!value) continue;
      const values = (route.refinements[attribute] ??= []);
      if (!values.includes(value)) values.push(value);
    }
  }
  return route;
}

function pathRefinements(pathname: string, ctx: SearchUrlContext): Record<string, string[]> {
  // Other pages can show the results too (/cars, Our Stock): their paths refine nothing.
  if (!/^\/search(\/|$)/i.test(pathname)) return {};
  const segments = pathname
    .replace(/^\/search\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment).toLowerCase());
  const [first, second] = segments;
  if (!first) return {};
  const type = TYPE_PATHS.find(([segment]) => segment === first);
  if (type) return type[1].length > 0 ? { [PATH_FACETS.carType]: [...type[1]] } : {};
  const dealership = ctx.dealerships.find((entry) => entry.slug === first);
  if (dealership) return { [PATH_FACETS.dealership]: [dealership.name] };
  const refinements: Record<string, string[]> = { [PATH_FACETS.make]: [ctx.names.make(first)] };
  if (second) refinements[PATH_FACETS.makeModel] = [ctx.names.makeModel(first, second)];
  return refinements;
}

/** Writes a search as its canonical URL (path and query string, no origin). */
export function formatSearchUrl(route: SearchRoute, ctx: SearchUrlContext): string {
  const { path, remaining } = pathOf(route, ctx);
  const attributes = [...ctx.facets, ...extraFacets(remaining, ctx)];
  return joinUrl(path, [...leadingParts(route), ...facetParts(attributes, remaining), ...trailingParts(route)]);
}

/** The route with one facet value toggled, back on its first page, as refining it in place does. */
export function toggleRefinement(route: SearchRoute, attribute: string, value: string): SearchRoute {
  return { ...route, page: 1, refinements: { ...route.refinements, [attribute]: toggled(route.refinements[attribute] ?? [], value) } };
}

/** The canonical URLs of searches one step from a route: each of a facet's values toggled, another page. */
export interface SearchLinks {
  /** formatSearchUrl of toggleRefinement, for each value of the facet in turn. */
  toggled(attribute: string): (value: string) => string;
  /** formatSearchUrl of the route at another page (1-based). */
  page(page: number): string;
}

/**
 * A results page's links: a facet list's links are most of its URLs, so the route's parts are written once for
 * all of them, and a link writes only what it changes: a page number; a facet value's part and, for a facet the
 * path may say, the path and which path facets stay in the query string.
 */
export function searchLinks(route: SearchRoute, ctx: SearchUrlContext): SearchLinks {
  const firstPage = { ...route, page: 1 };
  const { path, remaining } = pathOf(firstPage, ctx);
  const refined: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(firstPage.refinements)) {
    if (values.length > 0) refined[name] = values;
  }
  // Every facet in the URL's order; its part as the route's own URL has it, and as the route has it at all.
  const names = [...ctx.facets, ...extraFacets(refined, ctx)];
  const written = names.map((name) => facetParts([name], remaining).join("&"));
  const whole = names.map((name) => facetParts([name], refined).join("&"));
  const leading = leadingParts(firstPage).join("&");
  const trailing = trailingParts(firstPage).join("&");
  let pathLinks: ReturnType<typeof pathFacetLinks> | undefined;
  return {
    toggled(attribute) {
      const at = ctx.facets.indexOf(attribute);
      if (at < 0) return (value) => formatSearchUrl(toggleRefinement(route, attribute, value), ctx);
      const own = toggledParts(route.refinements[attribute] ?? [], attribute);
      if (PATH_FACET_NAMES.has(attribute)) {
        pathLinks ??= pathFacetLinks(names, whole, leading, trailing, refined, ctx);
        return (value) => pathLinks!(attribute, value, own(value));
      }
      const before = [leading, ...written.slice(0, at)].filter(Boolean).join("&");
      const after = [...written.slice(at + 1), trailing].filter(Boolean).join("&");
      return (value) => joinText(path, [before, own(value), after]);
    },
    page: (page) => joinText(path, [leading, ...written, trailing, page > 1 ? `page=${page}` : ""]),
  };
}

const PATH_FACET_NAMES: ReadonlySet<string> = new Set(Object.values(PATH_FACETS));

/** A facet's part of the query string with one value toggled: the facet's other values stay in their order. */
function toggledParts(values: readonly string[], attribute: string): (value: string) => string {
  const name = encode(attribute);
  const parts = values.map((one) => `${name}=${encode(one)}`);
  return (value) => {
    const at = values.indexOf(value);
    return (at < 0 ? [...parts, `${name}=${encode(value)}`] : parts.filter((_, index) => index !== at)).join("&");
  };
}

/**
 * The URLs of a path facet's values (stock type, make, model, dealership): a value can move the path facets
 * between the path and the query string, so the path is worked out per value, with each path facet's part; the
 * other facets between them are written once, each run of them as one text.
 */
function pathFacetLinks(names: string[], whole: string[], leading: string, trailing: string, refined: Record<string, string[]>, ctx: SearchUrlContext) {
  const runs: string[] = [];
  const slots: number[] = [];
  let run = [leading];
  names.forEach((name, index) => {
    if (!PATH_FACET_NAMES.has(name)) return run.push(whole[index]!);
    runs.push(run.filter(Boolean).join("&"));
    slots.push(index);
    run = [];
  });
  run.push(trailing);
  runs.push(run.filter(Boolean).join("&"));
  return (attribute: string, value: string, ownPart: string) => {
    const remaining: Record<string, string[]> = {};
    for (const index of slots) {
      const name = names[index]!;
      const values = name === attribute ? toggled(refined[name] ?? [], value) : refined[name];
      if (values && values.length > 0) remaining[name] = values;
    }
    const path = takePath(remaining, ctx);
    const texts = [runs[0]!];
    slots.forEach((index, slot) => {
      const name = names[index]!;
      texts.push(!remaining[name] ? "" : name === attribute ? ownPart : whole[index]!, runs[slot + 1]!);
    });
    return joinText(path, texts);
  };
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
}

/** The URL's path, and the refinements (with values) it leaves to the query string. */
function pathOf(route: SearchRoute, ctx: SearchUrlContext): { path: string; remaining: Record<string, string[]> } {
  const remaining: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(route.refinements)) {
    if (values.length > 0) remaining[attribute] = [...values];
  }
  return { path: takePath(remaining, ctx), remaining };
}

/** Refined attributes the site does not list as facets: after the listed ones, in the route's order. */
function extraFacets(remaining: Record<string, string[]>, ctx: SearchUrlContext): string[] {
  return Object.keys(remaining).filter((name) => !ctx.facets.includes(name));
}

function leadingParts(route: SearchRoute): string[] {
  return route.query ? [`query=${encode(route.query)}`] : [];
}

function facetParts(attributes: readonly string[], remaining: Record<string, string[]>): string[] {
  const parts: string[] = [];
  for (const attribute of attributes) {
    for (const value of remaining[attribute] ?? []) parts.push(`${encode(attribute)}=${encode(value)}`);
  }
  return parts;
}

function trailingParts(route: SearchRoute): string[] {
  const parts: string[] = [];
  for (const [attribute, value] of Object.entries(route.ranges)) {
    if (isRangeValue(value)) parts.push(`range[${encode(attribute)}]=${encode(value)}`);
  }
  if (route.sortBy) parts.push(`sortBy=${encode(route.sortBy)}`);
  if (route.page > 1) parts.push(`page=${route.page}`);
  return parts;
}

function joinUrl(path: string, parts: readonly string[]): string {
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

/** joinUrl of parts already joined into texts, some of them empty. */
function joinText(path: string, texts: readonly string[]): string {
  return joinUrl(path, texts.filter(Boolean));
}

/** Moves the refinements the path can say into the path; what stays in `remaining` goes to the query string. */
function takePath(remaining: Record<string, string[]>, ctx: SearchUrlContext): string {
  const { carType, make, makeModel, dealership } = PATH_FACETS;
  const types = remaining[carType] ?? [];
  const makes = remaining[make] ?? [];
  const models = remaining[makeModel] ?? [];
  const dealers = remaining[dealership] ?? [];

  if (makes.length === 1 && types.length === 0 && dealers.length === 0 && models.length <= 1) {
    const makeName = makes[0]!;
    const makeSlug = searchSlug(makeName);
    const model = models[0];
    const modelFits = model === undefined || model.startsWith(`${makeName} `);
    if (makeSlug && !isReservedSegment(makeSlug, ctx) && modelFits) {
      delete remaining[make];
      if (model === undefined) return `/search/${makeSlug}`;
      delete remaining[makeModel];
      return `/search/${makeSlug}/${searchSlug(model.slice(makeName.length + 1))}`;
    }
  }
  if (dealers.length === 1 && types.length === 0) {
    const entry = ctx.dealerships.find((candidate) => candidate.name === dealers[0]);
    if (entry) {
      delete remaining[dealership];
      return `/search/${entry.slug}`;
    }
  }
  const typeSegment = TYPE_SEGMENTS.get([...types].sort().join(","));
  if (typeSegment) {
    delete remaining[carType];
    return `/search/${typeSegment}`;
  }
  return DEFAULT_SEARCH_PATH;
}

/** The path segment of each set of stock types a path says (its types sorted, comma-joined). */
const TYPE_SEGMENTS: ReadonlyMap<string, string> = new Map(
  TYPE_PATHS.filter(([, carTypes]) => carTypes.length > 0).map(([segment, carTypes]) => [[...carTypes].sort().join(","), segment]),
);

function isReservedSegment(segment: string, ctx: SearchUrlContext): boolean {
  return TYPE_PATHS.some(([path]) => path === segment) || ctx.dealerships.some((entry) => entry.slug === segment);
}

/** Query-string encoding that keeps `:` readable in ranges and writes spaces as `+`. */
function encode(text: string): string {
  const encoded = encodeURIComponent(text);
  return encoded.includes("%") ? encoded.replace(/%20/g, "+").replace(/%3A/gi, ":") : encoded;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

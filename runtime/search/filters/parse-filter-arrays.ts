import { parseSingleCondition } from "./parse-filters.ts";
import { FilterSyntaxError, type Condition, type FilterExpression } from "./filter-types.ts";

/** What `facetFilters`, `numericFilters` and `tagFilters` may hold: entries ANDed, inner arrays ORed. */
export type FilterArray = string | readonly (string | readonly string[])[];

function groupsOf(what: string, filters: FilterArray): string[][] {
  const entries = typeof filters === "string" ? [filters] : filters;
  if (!Array.isArray(entries)) throw new FilterSyntaxError(`${what}: expected an array`);
  return entries.map((entry) => {
    const group = typeof entry === "string" ? [entry] : entry;
    if (!Array.isArray(group) || group.some((item) => typeof item !== "string")) {
      throw new FilterSyntaxError(`${what}: expected strings or arrays of strings`);
    }
    return group as string[];
  });
}

/** A leading `-` excludes the value; a leading `\-` is a literal minus. */
function facetCondition(attribute: string, raw: string): Condition {
  if (raw.startsWith("-")) return { kind: "facet", attribute, value: raw.slice(1), negated: true };
  const value = raw.startsWith("\\-") ? raw.slice(1) : raw;
  return { kind: "facet", attribute, value, negated: false };
}

/** `["make:Honda", ["body:SUV", "body:-Ute"]]`: split at the first colon (values may contain colons). */
export function parseFacetFilters(filters: FilterArray): FilterExpression {
  return groupsOf("facetFilters", filters).map((group) =>
    group.map((entry) => {
      const colon = entry.indexOf(":");
      if (colon <= 0) throw new FilterSyntaxError(`facetFilters: "${entry}" is not of the form attribute:value`);
      return facetCondition(entry.slice(0, colon), entry.slice(colon + 1));
    }),
  );
}

/** `["price>=1000", ["km<10000", "year:2020 TO 2024"]]`, each entry in the `filters` numeric syntax. */
export function parseNumericFilters(filters: FilterArray): FilterExpression {
  return groupsOf("numericFilters", filters).map((group) =>
    group.map((entry) => {
      const condition = parseSingleCondition(entry, "numericFilters");
      if (condition.kind === "facet") throw new FilterSyntaxError(`numericFilters: "${entry}" is not a numeric condition`);
      return condition;
    }),
  );
}

/** `["new", ["a", "-b"]]` on the `_tags` attribute. */
export function parseTagFilters(filters: FilterArray): FilterExpression {
  return groupsOf("tagFilters", filters).map((group) => group.map((tag) => facetCondition("_tags", tag)));
}

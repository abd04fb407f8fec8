import { describe, expect, it } from "vitest";
import { parseFilters } from "./parse-filters.ts";
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from "./parse-filter-arrays.ts";

const facet = (attribute: string, value: string, negated = false) => ({ kind: "facet", attribute, value, negated });
const numeric = (attribute: string, op: string, value: number, negated = false) => ({ kind: "numeric", attribute, op, value, negated });

describe("parseFilters: valid expressions", () => {
  const table: [string, unknown][] = [
    ["", []],
    ["   ", []],
    ["make:Toyota", [[facet("make", "Toyota")]]],
    ['make:"Land Rover"', [[facet("make", "Land Rover")]]],
    ["make:'Land Rover'", [[facet("make", "Land Rover")]]],
    ['"make":Toyota', [[facet("make", "Toyota")]]],
    ['tag:"say \\"hi\\""', [[facet("tag", 'say "hi"')]]],
    ["make:O'Brien", [[facet("make", "O'Brien")]]],
    ["location.name:Parramatta", [[facet("location.name", "Parramatta")]]],
    ["certified:true", [[facet("certified", "true")]]],
    ["_tags:reserved", [[facet("_tags", "reserved")]]],
    ["price<10000", [[numeric("price", "<", 10000)]]],
    ["price <= 10000.5", [[numeric("price", "<=", 10000.5)]]],
    ["price = 0", [[numeric("price", "=", 0)]]],
    ["price!=0", [[numeric("price", "!=", 0)]]],
    ["km >= -5", [[numeric("km", ">=", -5)]]],
    ["km>1e3", [[numeric("km", ">", 1000)]]],
    ["price:5000 TO 20000", [[{ kind: "range", attribute: "price", min: 5000, max: 20000, negated: false }]]],
    ["NOT make:Toyota", [[facet("make", "Toyota", true)]]],
    ["NOT price < 10", [[numeric("price", "<", 10, true)]]],
    ["make:Toyota AND model:Corolla", [[facet("make", "Toyota")], [facet("model", "Corolla")]]],
    ["make:Toyota OR make:Honda", [[facet("make", "Toyota"), facet("make", "Honda")]]],
    ["(make:Toyota OR make:Honda) AND car_type:used", [[facet("make", "Toyota"), facet("make", "Honda")], [facet("car_type", "used")]]],
    ["car_type:used AND (body:suv OR NOT body:ute) AND price > 0", [
      [facet("car_type", "used")], [facet("body", "suv"), facet("body", "ute", true)], [numeric("price", ">", 0)],
    ]],
    ["(price < 10 OR price > 100)", [[numeric("price", "<", 10), numeric("price", ">", 100)]]],
    ["((make:A))", [[facet("make", "A")]]],
    ["make:A OR (make:B OR make:C)", [[facet("make", "A"), facet("make", "B"), facet("make", "C")]]],
    ['make:"AND"', [[facet("make", "AND")]]],
  ];
  it.each(table)("%s", (input, expected) => {
    expect(parseFilters(input)).toEqual(expected);
  });
});

describe("parseFilters: invalid expressions give the problem and its position", () => {
  const table: [string, string][] = [
    ["make", 'filters: Unexpected end of input, expected ":" or a comparison operator after "make" at position 5'],
    ["make:", "filters: Unexpected end of input, expected a value at position 6"],
    [":Toyota", 'filters: Unexpected ":", expected an attribute at position 1'],
    ["make:Toyota AND", "filters: Unexpected end of input, expected an attribute at position 16"],
    ["make:Toyota model:Corolla", 'filters: Unexpected "model", expected AND, OR or end of filter at position 13'],
    ["make:Toyota and model:Corolla", 'filters: Unexpected "and", expected AND, OR or end of filter at position 13'],
    ['make:"Land Rover', "filters: Unterminated quoted string at position 6"],
    ["(make:A OR make:B", 'filters: Unexpected end of input, expected OR or ")" at position 18'],
    ["make:A)", 'filters: Unexpected ")", expected AND, OR or end of filter at position 7'],
    ["NOT (make:A OR make:B)", "filters: NOT applies to one condition, not a group at position 5"],
    ["NOT NOT make:A", "filters: NOT applies to one condition, not a group at position 5"],
    ["make:A OR (make:B AND make:C)", "filters: AND inside parentheses is not supported (filters are an AND of OR groups) at position 19"],
    ["(make:A AND make:B)", "filters: AND inside parentheses is not supported (filters are an AND of OR groups) at position 9"],
    ["make:A OR make:B AND make:C", "filters: OR next to AND needs parentheses around the OR group at position 8"],
    ["make:A AND make:B OR make:C", "filters: OR next to AND needs parentheses around the OR group at position 19"],
    ["make:A OR price > 5", "filters: OR group mixes filter types (facet, numeric, tag) at position 1"],
    ["x:1 AND (_tags:a OR make:b)", "filters: OR group mixes filter types (facet, numeric, tag) at position 9"],
    ["price > abc", 'filters: Unexpected "abc", expected a number at position 9'],
    ["price:10 TO", "filters: Unexpected end of input, expected a number at position 12"],
    ["price:abc TO 20", 'filters: Expected a number before TO, got "abc" at position 7'],
    ["price ! 5", 'filters: Unexpected character "!" at position 7'],
    ["AND make:A", 'filters: Unexpected "AND", expected an attribute at position 1'],
    ["make:OR", 'filters: Unexpected "OR", expected a value at position 6'],
    ["()", 'filters: Unexpected ")", expected an attribute at position 2'],
  ];
  it.each(table)("%s", (input, message) => {
    expect(() => parseFilters(input)).toThrow(message);
  });
});

describe("filter arrays", () => {
  it("reads facetFilters with OR groups, negation and escaped minus", () => {
    expect(parseFacetFilters([["make:Honda", "make:Toyota"], "car_type:used", "body:-ute", "tag:\\-5%", "time:10:30"])).toEqual([
      [facet("make", "Honda"), facet("make", "Toyota")],
      [facet("car_type", "used")],
      [facet("body", "ute", true)],
      [facet("tag", "-5%")],
      [facet("time", "10:30")],
    ]);
    expect(parseFacetFilters("make:Mazda")).toEqual([[facet("make", "Mazda")]]);
  });

  it("refuses malformed facetFilters", () => {
    expect(() => parseFacetFilters(["Toyota"])).toThrow('facetFilters: "Toyota" is not of the form attribute:value');
    expect(() => parseFacetFilters([[["make:A"]]] as never)).toThrow("facetFilters: expected strings or arrays of strings");
  });

  it("reads numericFilters and refuses facet conditions in them", () => {
    expect(parseNumericFilters(["price>=1000", ["km<5", "year:2020 TO 2022"]])).toEqual([
      [numeric("price", ">=", 1000)],
      [numeric("km", "<", 5), { kind: "range", attribute: "year", min: 2020, max: 2022, negated: false }],
    ]);
    expect(() => parseNumericFilters(["make:Toyota"])).toThrow('numericFilters: "make:Toyota" is not a numeric condition');
    expect(() => parseNumericFilters(["price>"])).toThrow("numericFilters: Unexpected end of input, expected a number at position 7");
  });

  it("reads tagFilters on _tags", () => {
    expect(parseTagFilters(["a", ["b", "-c"]])).toEqual([[facet("_tags", "a")], [facet("_tags", "b"), facet("_tags", "c", true)]]);
  });
});

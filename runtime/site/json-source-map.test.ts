import { describe, expect, it } from "vitest";
import { JsonSyntaxError, parseJsonWithSourceMap } from "./json-source-map.ts";

function syntaxError(text: string): JsonSyntaxError {
  try {
    parseJsonWithSourceMap(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  throw new Error("expected a JsonSyntaxError");
}

describe("parseJsonWithSourceMap", () => {
  const text = [
    "{",
    '  "name": "Harbour Motors",',
    '  "routes": { "/cars/{slug}": "vehicle" },',
    '  "pages": [',
    "    { \"title\": \"Home\", \"n\": -1.5e2 },",
    "    true",
    "  ]",
    "}",
  ].join("\n");

  it("returns the same data as JSON.parse", () => {
    expect(parseJsonWithSourceMap(text).data).toEqual(JSON.parse(text));
  });

  it("records the line and column of every key and value (1-based)", () => {
    const { pointers } = parseJsonWithSourceMap(text);
    expect(pointers.get("")?.value).toMatchObject({ line: 1, column: 1 });
    expect(pointers.get("/name")).toMatchObject({ key: { line: 2, column: 3 }, value: { line: 2, column: 11 } });
    expect(pointers.get("/pages/0/title")).toMatchObject({ key: { line: 5, column: 7 }, value: { line: 5, column: 16 } });
    expect(pointers.get("/pages/0/n")?.value).toMatchObject({ line: 5, column: 29 });
    expect(pointers.get("/pages/1")).toEqual({ value: { line: 6, column: 5, offset: text.indexOf("true") } });
  });

  it("escapes '/' and '~' in pointers as RFC 6901 does", () => {
    const { pointers } = parseJsonWithSourceMap(text);
    expect(pointers.get("/routes/~1cars~1{slug}")?.value).toMatchObject({ line: 3, column: 31 });
    const tilde = parseJsonWithSourceMap('{"a~b": 1}');
    expect(tilde.pointers.has("/a~0b")).toBe(true);
  });

  it("decodes escapes in strings and keys", () => {
    const { data, pointers } = parseJsonWithSourceMap('{"tab\\tkey": "caf\\u00e9 \\"quoted\\" \\\\ \\/"}');
    expect(data).toEqual({ "tab\tkey": 'café "quoted" \\ /' });
    expect(pointers.has("/tab\tkey")).toBe(true);
  });

  it("keeps a __proto__ key as data instead of a prototype", () => {
    const { data } = parseJsonWithSourceMap('{"__proto__": {"polluted": true}}');
    expect(Object.keys(data as object)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });

  it("skips a byte order mark", () => {
    expect(parseJsonWithSourceMap("\uFEFF[1]").pointers.get("/0")?.value).toMatchObject({ line: 1, column: 3 });
  });

  it.each([
    ['{\n  "a": 1,\n}', 3, 1, "expected a property name"],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "expected ',' or '}'"],
    ['[1, 2,]', 1, 7, "expected a JSON value"],
    ['{"a": tru}', 1, 7, "expected a JSON value"],
    ['{"a": "open', 1, 7, "Unterminated string"],
    ['{"a" 1}', 1, 6, "expected ':'"],
    ['{"a": 1} x', 1, 10, "after the end of the JSON value"],
    ['{"a": "bad \\x"}', 1, 12, "Invalid escape"],
    ["[\n  01\n]", 2, 4, "expected ',' or ']'"],
    ["", 1, 1, "end of input"],
  ])("reports malformed JSON %j at line %i, column %i", (input, line, column, message) => {
    const error = syntaxError(input);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
    expect(error.message).toContain(message);
  });
});

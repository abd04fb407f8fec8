/**
 * A JSON parser that remembers where every value came from, so validation errors can name
 * `file:line:column`. Lines and columns are 1-based; columns count UTF-16 code units.
 */
import { childPointer } from "./json-pointer.ts";
import { setMember } from "./set-member.ts";

export interface SourcePosition {
  line: number;
  column: number;
  offset: number;
}

export interface PointerLocation {
  /** Where the property name starts (object members only). */
  key?: SourcePosition;
  /** Where the value starts. */
  value: SourcePosition;
}

export interface SourceMappedJson {
  data: unknown;
  /** Every JSON pointer in the document ("" is the root). */
  pointers: Map<string, PointerLocation>;
}

export class JsonSyntaxError extends SyntaxError {
  readonly line: number;
  readonly column: number;
  constructor(message: string, position: SourcePosition) {
    super(`${message} at line ${position.line}, column ${position.column}`);
    this.name = "JsonSyntaxError";
    this.line = position.line;
    this.column = position.column;
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t", "u"]);

export function parseJsonWithSourceMap(text: string): SourceMappedJson {
  const pointers = new Map<string, PointerLocation>();
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = 0;

  const here = (at = index): SourcePosition => ({ line, column: at - lineStart + 1, offset: at });
  const fail = (message: string, at = index): never => {
    throw new JsonSyntaxError(message, here(at));
  };
  const describe = (at: number): string =>
    at >= text.length ? "end of input" : `character ${JSON.stringify(text[at])}`;

  function skipWhitespace(): void {
    for (;;) {
      const code = text.charCodeAt(index);
      if (code === 0x0a) {
        index++;
        line++;
        lineStart = index;
      } else if (code === 0x20 || code === 0x09 || code === 0x0d) {
        index++;
      } else {
        return;
      }
    }
  }

  function parseValue(pointer: string, key?: SourcePosition): unknown {
    skipWhitespace();
    pointers.set(pointer, key ? { key, value: here() } : { value: here() });
    return parseBareValue(pointer);
  }

  function parseBareValue(pointer: string): unknown {
    const char = text[index];
    if (char === "{") return parseObject(pointer);
    if (char === "[") return parseArray(pointer);
    if (char === '"') return parseString();
    if (char === "t" && text.startsWith("true", index)) return literal(4, true);
    if (char === "f" && text.startsWith("false", index)) return literal(5, false);
    if (char === "n" && text.startsWith("null", index)) return literal(4, null);
    NUMBER.lastIndex = index;
    const match = NUMBER.exec(text);
    if (match) {
      index += match[0].length;
      return Number(match[0]);
    }
    return fail(`Unexpected ${describe(index)}, expected a JSON value`);
  }

  function literal(length: number, value: unknown): unknown {
    index += length;
    return value;
  }

  function parseString(): string {
    const start = index;
    index++;
    let escaped = false;
    for (;;) {
      const code = text.charCodeAt(index);
      if (Number.isNaN(code)) fail("Unterminated string", start);
      if (code === 0x22) break;
      if (code < 0x20) fail("Control character in string (use \\n, \\t...)");
      if (code === 0x5c) {
        const next = text[index + 1] ?? "";
        if (!ESCAPES.has(next)) fail(`Invalid escape \\${next}`);
        if (next === "u" && !/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) fail("Invalid \\u escape");
        escaped = true;
        index += next === "u" ? 6 : 2;
      } else {
        index++;
      }
    }
    index++;
    return escaped ? (JSON.parse(text.slice(start, index)) as string) : text.slice(start + 1, index - 1);
  }

  function parseObject(pointer: string): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    index++;
    skipWhitespace();
    if (text[index] === "}") {
      index++;
      return object;
    }
    for (;;) {
      skipWhitespace();
      if (text[index] !== '"') fail(`Unexpected ${describe(index)}, expected a property name in double quotes`);
      const keyPosition = here();
      const key = parseString();
      skipWhitespace();
      if (text[index] !== ":") fail(`Unexpected ${describe(index)}, expected ':' after property name`);
      index++;
      setMember(object, key, parseValue(childPointer(pointer, key), keyPosition));
      skipWhitespace();
      const next = text[index];
      index++;
      if (next === "}") return object;
      if (next !== ",") fail(`Unexpected ${describe(index - 1)}, expected ',' or '}'`, index - 1);
    }
  }

  function parseArray(pointer: string): unknown[] {
    const array: unknown[] = [];
    index++;
    skipWhitespace();
    if (text[index] === "]") {
      index++;
      return array;
    }
    for (;;) {
      array.push(parseValue(childPointer(pointer, array.length)));
      skipWhitespace();
      const next = text[index];
      index++;
      if (next === "]") return array;
      if (next !== ",") fail(`Unexpected ${describe(index - 1)}, expected ',' or ']'`, index - 1);
    }
  }

  const data = parseValue("");
  skipWhitespace();
  if (index < text.length) fail(`Unexpected ${describe(index)} after the end of the JSON value`);
  return { data, pointers };
}

import { LineCounter, parseDocument } from "yaml";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createAjv } from "../create-ajv.ts";
import { pointerTokens } from "../json-pointer.ts";
import type { SiteError } from "../site-error.ts";
import { translateErrors } from "../translate-errors.ts";

// The front matter is the file's first lines, between two lines of three dashes (a line of its own each).
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

const ajv = createAjv({ useDefaults: true });
const validators = new Map<object, ValidateFunction>();

/**
 * Reads a content file's YAML front matter, checked against `schema` with its defaults applied. Every problem
 * comes back at once, at the line that holds it (the front matter starts on the file's second line).
 */
export function readFrontMatter<T>(file: string, text: string, schema: object): { data: T; body: string } | SiteError[] {
  const found = FRONT_MATTER.exec(text);
  if (!found) return [{ file, line: 1, column: 1, pointer: "", message: "a content file starts with its front matter: a line ---, YAML fields, then another ---" }];
  const lines = new LineCounter();
  const document = parseDocument(found[1] ?? "", { lineCounter: lines, prettyErrors: false });
  const at = (offset: number | undefined) => {
    const position = offset === undefined ? { line: 0, col: 1 } : lines.linePos(offset);
    return { line: position.line + 1, column: position.col };
  };
  if (document.errors.length > 0) {
    return document.errors.map((error) => ({ file, ...at(error.pos[0]), pointer: "", message: `front matter is not valid YAML: ${error.message.split("\n")[0]}` }));
  }
  const data: unknown = document.toJS() ?? {};
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(data)) return { data: data as T, body: text.slice(found[0].length) };
  const errors = translateErrors(validate.errors ?? [], data).map((problem): SiteError => {
    const node = document.getIn(pointerTokens(problem.pointer), true) as { range?: [number, number, number] } | undefined;
    return { file, ...at(node?.range?.[0]), pointer: problem.pointer, message: problem.message };
  });
  return errors.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Resolves a site's template chain: sites/templates/<name>.json, each of which may extend another
 * template. Reports a missing template or a cycle at the "template" value that introduced it.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { childPointer } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";
import type { SiteError } from "./site-error.ts";
import { isSiteError, readSourceDocument, type SourceDocument } from "./source-document.ts";

const TEMPLATE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface TemplateChain {
  /** Base template first, the site file last; empty of templates when the chain is broken. */
  chain: SourceDocument[];
  errors: SiteError[];
}

export type TemplateLoader = (name: string) => Promise<SourceDocument | SiteError | null>;

/** Loads each template once per loader (templates are shared by many sites). */
export function createTemplateLoader(templatesDir: string): { load: TemplateLoader; available: () => Promise<string[]> } {
  const cache = new Map<string, Promise<SourceDocument | SiteError | null>>();
  let names: Promise<string[]> | undefined;
  const available = () =>
    (names ??= readdir(templatesDir)
      .then((files) => files.filter((file) => file.endsWith(".json")).map((file) => file.slice(0, -5)).sort())
      .catch(() => []));
  const load: TemplateLoader = (name) => {
    let entry = cache.get(name);
    if (!entry) {
      entry = available().then((known) => (known.includes(name) ? readSourceDocument(join(templatesDir, `${name}.json`)) : null));
      cache.set(name, entry);
    }
    return entry;
  };
  return { load, available };
}

export async function resolveTemplateChain(
  site: SourceDocument,
  loader: { load: TemplateLoader; available: () => Promise<string[]> },
): Promise<TemplateChain> {
  const chain = [site];
  const names: string[] = [];
  let current = site;
  for (;;) {
    if (!isJsonObject(current.data)) {
      if (current === site) return { chain, errors: [] };
      return broken(at(current, "", "a template must be a JSON object"));
    }
    const name = current.data.template;
    if (name === undefined) return { chain, errors: [] };
    const pointer = childPointer("", "template");
    if (typeof name !== "string" || !TEMPLATE_NAME.test(name)) {
      if (current === site) return { chain, errors: [] };
      return broken(at(current, pointer, `template must be a template name such as "base" (got ${JSON.stringify(name)})`));
    }
    if (names.includes(name)) {
      return broken(at(current, pointer, `template cycle: ${[...names, name].join(" -> ")}`));
    }
    names.push(name);
    const template = await loader.load(name);
    if (template === null) {
      const known = await loader.available();
      const list = known.length > 0 ? known.join(", ") : "none";
      return broken(at(current, pointer, `template "${name}" not found (sites/templates/${name}.json); available templates: ${list}`));
    }
    if (isSiteError(template)) return broken(template);
    chain.unshift(template);
    current = template;
  }
}

function broken(error: SiteError): TemplateChain {
  return { chain: [], errors: [error] };
}

function at(document: SourceDocument, pointer: string, message: string): SiteError {
  const location = document.pointers.get(pointer);
  const position = location?.value ?? { line: 1, column: 1 };
  return { file: document.file, line: position.line, column: position.column, pointer, message };
}

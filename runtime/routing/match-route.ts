import { compareSpecificity, compilePattern, type CompiledPattern } from "./route-pattern.ts";

export interface RouteMatch {
  pattern: string;
  target: string;
  params: Record<string, string>;
}

export interface RouteTable {
  match(pathname: string): RouteMatch | null;
}

/** Builds a matcher over `{ pattern: target }` (a site's `routes`). */
export function createRouteTable(routes: Record<string, string>): RouteTable {
  const entries: { compiled: CompiledPattern; target: string }[] = Object.entries(routes)
    .map(([pattern, target]) => ({ compiled: compilePattern(pattern), target }))
    .sort((a, b) => compareSpecificity(a.compiled, b.compiled));

  return {
    match(pathname) {
      for (const { compiled, target } of entries) {
        const found = compiled.regex.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        compiled.names.forEach((name, i) => {
          params[name] = safeDecode(found[i + 1]!);
        });
        return { pattern: compiled.pattern, target, params };
      }
      return null;
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

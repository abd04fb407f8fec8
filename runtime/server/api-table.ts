import type { ApiRoute } from "../types/index.ts";
import { compareSpecificity, compilePattern, type CompiledPattern } from "../routing/route-pattern.ts";

export function createApiTable(routes: readonly ApiRoute[]) {
  const compiled = routes
    .map((route) => ({ route, pattern: compilePattern(route.path) }))
    .sort((a, b) => compareSpecificity(a.pattern, b.pattern));

  return {
    /** The route for this method and path; `allowed` lists the methods of a path matched with another method. */
    match(method: string, pathname: string) {
      const allowed: string[] = [];
      for (const { route, pattern } of compiled) {
        const params = paramsOf(pattern, pathname);
        if (!params) continue;
        if (route.method === method || (method === "HEAD" && route.method === "GET")) {
          return { found: { route, params }, allowed };
        }
        allowed.push(route.method);
      }
      return { found: null, allowed };
    },
  };
}

function paramsOf(pattern: CompiledPattern, pathname: string): Record<string, string> | null {
  const found = pattern.regex.exec(pathname);
  return found && Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1]!]));
}

/**
 * Finds which file defined a value of the merged site, and where. The merge applies the template
 * chain base-first and the site last, so the latest file that mentions a pointer supplied it.
 * A pointer no file mentions (a missing property, a value filled in by a default) is reported at
 * its closest ancestor that a file does mention.
 */
import { parentPointer } from "./json-pointer.ts";
import type { Problem } from "./translate-errors.ts";
import type { SiteError } from "./site-error.ts";
import type { SourceDocument } from "./source-document.ts";

/** `chain` is base template first, site file last. */
export function locateProblem(chain: readonly SourceDocument[], problem: Problem): SiteError {
  const latestFirst = [...chain].reverse();
  let pointer = problem.pointer;
  let at = problem.at;
  for (;;) {
    for (const document of latestFirst) {
      const location = document.pointers.get(pointer);
      if (!location) continue;
      const position = at === "key" && location.key ? location.key : location.value;
      return { file: document.file, line: position.line, column: position.column, pointer: problem.pointer, message: problem.message };
    }
    if (pointer === "") break;
    pointer = parentPointer(pointer);
    at = "value";
  }
  const site = latestFirst[0]!;
  return { file: site.file, line: 1, column: 1, pointer: problem.pointer, message: problem.message };
}

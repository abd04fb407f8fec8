import type { BlockComponent } from "../types/index.ts";

/** Finds the component of a block type. The server registers every block; the browser loads them on demand. */
export interface BlockRegistry {
  get(type: string): BlockComponent<any, any> | undefined;
}

/** Block modules keyed by path, as `import.meta.glob("/blocks/*\/*.tsx")` returns them. */
export function blockTypeOfPath(path: string): string | null {
  const match = /\/blocks\/([A-Z][A-Za-z0-9]*)\/([A-Za-z0-9]+)\.tsx$/.exec(path);
  return match && match[1] === match[2] ? match[1]! : null;
}

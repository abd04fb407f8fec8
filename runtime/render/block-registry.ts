import type { BlockComponent } from "../types/index.ts";

/** Finds the component of a block type. The server registers every block; the browser loads them on demand. */
export interface BlockRegistry {
  get(type: string): BlockComponent<any, any> | undefined;
}

/**
 * A block, declared once in `blocks/<Name>/block.ts` (its default export, `satisfies BlockDefinition`); the folder
 * name is the block's type. `npm run gen` reads every definition into the generated registry
 * (`blocks/registry.gen.ts` and its server and browser views), which the schema composition, the block catalogue,
 * the server, the browser's chunk map and `npm run new-block` read.
 *
 * Files are named rather than imported (like Payload's component paths and its generated import map): scripts
 * read a definition under Node's type stripping without loading a `.tsx` component, and the browser's registry
 * lists the components alone, so no server loader reaches the client bundle.
 */
export interface BlockDefinition {
  /** Short name for site managers: the catalogue's heading and the schema's title. */
  title: string;
  /** What the block shows and does: the catalogue's text and the schema's description. */
  description: string;
  /** The props schema (JSON Schema 2020-12), relative to the block's folder. */
  schema: `./${string}.json`;
  /** The module whose default export is the component (`BlockComponent`). */
  component: `./${string}.tsx`;
  /** The server-only module whose default export is the data loader (`BlockLoader`). */
  loader?: `./${string}.ts`;
  /** Types of the other blocks this one renders inside itself. */
  children?: string[];
}

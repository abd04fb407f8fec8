import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS; depending on the loader its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * The ajv setup every Forecourt schema is checked with: JSON Schema 2020-12, every error at once
 * (allErrors) with the failing schema attached (verbose), `type` discriminators for blocks, formats.
 * Schema-strictness findings (unknown keywords, defaults ajv cannot apply) go to `onWarning`, so
 * `npm run gen` can report them while loading sites stays quiet. `standalone` keeps each validator's source
 * as an ES module (ajv's standalone code) and stops at a field's first error, which is all a form shows.
 */
export function createAjv(options: { useDefaults: boolean; onWarning?: (message: string) => void; standalone?: boolean }): Ajv2020 {
  const warn = options.onWarning ?? (() => {});
  const ajv = new Ajv2020({
    allErrors: !options.standalone,
    verbose: !options.standalone,
    ...(options.standalone ? { code: { source: true, esm: true } } : {}),
    discriminator: true,
    useDefaults: options.useDefaults,
    strictSchema: "log",
    logger: { log: () => {}, warn: (...args: unknown[]) => warn(args.join(" ")), error: (...args: unknown[]) => warn(args.join(" ")) },
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // json-schema-to-typescript's type override: an annotation for ajv.
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  return ajv;
}

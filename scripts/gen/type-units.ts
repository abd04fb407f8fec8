/**
 * What `npm run gen:types` compiles: the Site type, one type per entity schema and one props type
 * per block. References to another unit's type become imports instead of copies, so each type is
 * declared once.
 */
import { dirname, join, relative } from "node:path";
import { mapSchema, type JsonSchema } from "../../runtime/site/schema-walk.ts";
import { normalizeForTypes } from "./normalize-for-types.ts";
import {
  defTypeName,
  entityBaseName,
  entityTypeName,
  refTarget,
  sectionKey,
  type SchemaFile,
  type SiteSchemaSources,
} from "./schema-files.ts";

export interface TypeUnit {
  /** Absolute path of the .ts file to write. */
  output: string;
  /** Absolute path of the schema it comes from. */
  source: string;
  rootName: string;
  /** Ready for json-schema-to-typescript: no file `$ref`s left. */
  schema: JsonSchema;
  /** Module specifier -> imported type names. */
  imports: Map<string, Set<string>>;
  /**
   * Emit the root as a type alias rather than an interface: block props must be assignable to
   * `Record<string, unknown>` (BlockInstance.props), which interfaces are not.
   */
  rootAsTypeAlias: boolean;
}

export function typeUnits(root: string, sources: SiteSchemaSources): TypeUnit[] {
  const generatedDir = join(root, "runtime", "types", "generated");
  const modules = new Map<string, { output: string; schema: JsonSchema }>();
  modules.set(sources.document.file, { output: join(generatedDir, "site.ts"), schema: sources.document.schema });
  for (const entity of sources.entities) {
    modules.set(entity.file, { output: join(generatedDir, `${entityBaseName(entity.file)}.ts`), schema: entity.schema });
  }
  const context = { modules, sources };
  const units: TypeUnit[] = [siteUnit(context, join(generatedDir, "site.ts"))];
  for (const entity of sources.entities) {
    const output = join(generatedDir, `${entityBaseName(entity.file)}.ts`);
    units.push(unit(output, entity, entityTypeName(entity), (imports) => embed(context, entity, "", output, imports)));
  }
  for (const block of sources.blocks) {
    const output = join(root, "blocks", block.name, "props.gen.ts");
    units.push(unit(output, block, `${block.name}Props`, (imports) => embed(context, block, "", output, imports), true));
  }
  return units;
}

interface Context {
  modules: Map<string, { output: string; schema: JsonSchema }>;
  sources: SiteSchemaSources;
}

type Imports = Map<string, Set<string>>;

function unit(
  output: string,
  source: SchemaFile,
  rootName: string,
  build: (imports: Imports) => JsonSchema,
  rootAsTypeAlias = false,
): TypeUnit {
  const imports: Imports = new Map();
  const schema = normalizeForTypes(build(imports), rootName);
  return { output, source: source.file, rootName, schema, imports, rootAsTypeAlias };
}

function siteUnit(context: Context, output: string): TypeUnit {
  const { sources } = context;
  return unit(output, sources.document, "Site", (imports) => {
    const site = embed(context, sources.document, "", output, imports);
    const properties = { ...(site.properties as JsonSchema) };
    for (const fragment of sources.fragments) {
      const key = sectionKey(fragment.file);
      properties[key] = embed(context, fragment, `/properties/${key}`, output, imports);
    }
    const defs: JsonSchema = { ...(site.$defs as JsonSchema) };
    defs.block = {
      title: "Block",
      description: "A block of a page, with its props after defaults are applied.",
      oneOf: sources.blocks.map((block) => ({ $ref: `#/$defs/block_${block.name}` })),
    };
    for (const block of sources.blocks) {
      const propsName = `${block.name}Props`;
      addImport(imports, output, join(dirname(block.file), "props.gen.ts"), propsName);
      defs[`block_${block.name}`] = {
        title: `${block.name}Block`,
        type: "object",
        additionalProperties: false,
        required: ["type"],
        properties: {
          type: { const: block.name },
          id: { type: "string", description: "Names this block instance on its page." },
          props: { tsType: propsName, default: {} },
        },
      };
    }
    return { ...site, properties, $defs: defs };
  });
}

/** A copy of `source`'s schema as placed at `pointer` of the unit written to `output`. */
function embed(context: Context, source: SchemaFile, pointer: string, output: string, imports: Imports): JsonSchema {
  const { $schema: _schema, $id: _id, ...schema } = source.schema;
  return mapSchema(schema, (node) => {
    if (typeof node.$ref !== "string") return node;
    const { $ref: ref, ...siblings } = node;
    if (ref.startsWith("#")) return { ...node, $ref: `#${pointer}${ref.slice(1)}` };
    const target = refTarget(source.file, ref);
    if (target.file === source.file) return { ...node, $ref: `#${pointer}${target.pointer}` };
    const module = context.modules.get(target.file);
    if (!module) throw new Error(`${source.file}: $ref "${ref}" does not point at an entity schema (schemas/*.schema.json)`);
    const name = targetTypeName(module.schema, target.pointer, target.file);
    addImport(imports, output, module.output, name);
    return { ...siblings, tsType: name };
  }) as JsonSchema;
}

function targetTypeName(schema: JsonSchema, pointer: string, file: string): string {
  if (pointer === "") return String(schema.title);
  const def = /^\/\$defs\/([^/]+)$/.exec(pointer);
  const defs = schema.$defs as JsonSchema | undefined;
  if (!def || !defs || !(def[1]! in defs)) throw new Error(`$ref into ${file}#${pointer}: only the whole file or one of its $defs can be referenced`);
  return defTypeName(def[1]!, defs[def[1]!]);
}

function addImport(imports: Imports, output: string, module: string, name: string): void {
  let specifier = relative(dirname(output), module).split("\\").join("/");
  if (!specifier.startsWith(".")) specifier = `./${specifier}`;
  const names = imports.get(specifier) ?? new Set<string>();
  names.add(name);
  imports.set(specifier, names);
}

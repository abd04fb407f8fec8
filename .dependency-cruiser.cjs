// The layers of runtime/ and the rules that keep them (docs/architecture.md). `npm run check:deps` runs them in
// `npm test`; a violation fails with the rule's name. A folder imports only the layers below it, never a higher
// layer nor a folder beside it in its own layer, which keeps the folders free of cycles. Tests may reach any layer
// to set up what they test.
const LAYERS = [
  ["types"],
  ["rules"],
  ["ui", "analytics", "routing", "http"],
  ["storage", "site", "finance"],
  ["forms", "stock", "search", "payments"],
  ["search-ui"],
  ["leads", "vehicle", "seo", "reviews"],
  ["notify"],
  ["accounts"],
  ["checkout", "promotions"],
  ["console"],
  ["demo"],
  ["kit"],
  ["blocks"],
  ["render"],
  ["build", "client", "server"],
];
// Each block's declared children (`children` in blocks/<Name>/block.ts), read as text: the definitions are
// TypeScript, which this config cannot import.
const { readdirSync, readFileSync, existsSync } = require("node:fs");
const childrenOf = (block) => {
  const file = `blocks/${block}/block.ts`;
  const match = existsSync(file) && /children:\s*\[([^\]]*)\]/.exec(readFileSync(file, "utf8"));
  return match ? [...match[1].matchAll(/"(\w+)"/g)].map((m) => m[1]) : [];
};
const PARENTS = readdirSync("blocks", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && childrenOf(entry.name).length > 0)
  .map((entry) => entry.name);
const folder = (name) => (name === "blocks" ? "^blocks/" : `^runtime/${name}/`);
const TESTS = "\\.test\\.tsx?$|\\.test-kit\\.tsx?$";


const layerRules = LAYERS.flatMap((layer, i) =>
  layer.map((name) => ({
    name: `layer-${name}`,
    comment: `runtime/${name} imports only the layers below it, not the folders beside it`,
    severity: "error",
    from: {
      path: folder(name),
      // The site type composes the blocks' generated props types, and the services' interfaces name their
      // implementations' types: type imports only.
      pathNot: name === "types" ? `^runtime/types/(generated/site|services)\\.ts$|${TESTS}` : TESTS,
    },
    to: { path: [...layer.filter((other) => other !== name), ...LAYERS.slice(i + 1).flat()].map(folder).join("|") },
  })),
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "blocks-import-only-the-kit",
      comment: "A block reaches the runtime only through runtime/kit and runtime/types",
      severity: "error",
      from: { path: "^blocks/", pathNot: TESTS },
      to: { path: "^runtime/", pathNot: "^runtime/(kit|types)/" },
    },
    {
      name: "blocks-stay-in-their-folder",
      comment: "A block uses another block's files only when its definition declares that block as a child",
      severity: "error",
      from: { path: "^blocks/([^/]+)/", pathNot: [TESTS, ...PARENTS.map((parent) => `^blocks/${parent}/`)] },
      to: { path: "^blocks/[^/]+/", pathNot: "^blocks/$1/" },
    },
    ...PARENTS.map((parent) => ({
      name: "blocks-stay-in-their-folder",
      comment: `${parent} uses only its own files and those of the children its definition declares`,
      severity: "error",
      from: { path: `^blocks/${parent}/`, pathNot: TESTS },
      to: { path: "^blocks/[^/]+/", pathNot: `^blocks/(${[parent, ...childrenOf(parent)].join("|")})/` },
    })),
    {
      name: "blocks-browser-code-imports-no-loader",
      comment: "A block's loader is server code: what it hands the component is typed in the block's data.ts, which the browser's code imports instead",
      severity: "error",
      from: { path: "^blocks/[^/]+/", pathNot: [TESTS, "/loader\\.ts$"] },
      to: { path: "^blocks/[^/]+/loader\\.ts$" },
    },
    {
      name: "block-components-use-no-server-kit",
      comment: "A block's component is browser code: the kit's loaders module (server data) is for its loader",
      severity: "error",
      from: { path: "^blocks/[^/]+/[A-Z][^/]*\\.tsx$", pathNot: TESTS },
      to: { path: "^runtime/kit/loaders\\.ts$" },
    },
    {
      name: "test-kits-only-in-tests",
      comment: "tests/kit and *.test-kit.ts serve tests, benchmarks and scripts, never production code",
      severity: "error",
      from: { path: "^(runtime|blocks)/", pathNot: TESTS },
      to: { path: `^tests/|\\.test-kit\\.tsx?$` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|data)/|\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    moduleSystems: ["es6"],
  },
};

// The layers of runtime/ and the rules that keep them (docs/architecture.md). `npm run check:deps` runs them in
// `npm test`; a violation fails with the rule's name. A folder imports only the layers below it, never a higher
// layer nor a folder beside it in its own layer, which keeps the folders free of cycles. Tests may reach any layer
// to set up what they test.
const LAYERS = [
  ["types"],
  ["rules"],
  ["ui", "analytics", "routing", "http"],
  ["storage", "site", "finance"],
  ["forms", "stock", "search"],
  ["search-ui"],
  ["leads", "vehicle"],
  ["demo"],
  ["kit"],
  ["blocks"],
  ["render"],
  ["build", "client", "server"],
];
const folder = (name) => (name === "blocks" ? "^blocks/" : `^runtime/${name}/`);
const TESTS = "\\.test\\.tsx?$|\\.test-kit\\.tsx?$";

// Code that runs only on the server: never part of what a browser loads.
const SERVER_ONLY = "^runtime/(storage|leads|server|stock|demo|site|http)/|^runtime/search/(service|index|query|http|keys|params|filters)/";

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
      comment: "A block needing another block's data uses a shared loader of the kit, not that block's files",
      severity: "error",
      from: { path: "^blocks/([^/]+)/", pathNot: `^blocks/VehicleSidebar/|${TESTS}` },
      to: { path: "^blocks/", pathNot: "^blocks/$1/" },
    },
    {
      name: "vehicle-sidebar-children",
      comment:
        "VehicleSidebar renders FinanceTeaser and RequestPhotosForm inside it (component, schema defaults, props type) until block definitions declare children (issue 24 §2)",
      severity: "error",
      from: { path: "^blocks/VehicleSidebar/" },
      to: { path: "^blocks/", pathNot: "^blocks/(VehicleSidebar/|(FinanceTeaser|RequestPhotosForm)/([A-Z]\\w+\\.tsx|schema\\.json|props\\.gen\\.ts)$)" },
    },
    {
      name: "client-entry-stays-off-the-server",
      comment: "Server-only code (storage, leads, search engine, server...) is never reachable from the browser's entry",
      severity: "error",
      from: { path: "^runtime/client/entry\\.tsx$" },
      to: { path: SERVER_ONLY, reachable: true },
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

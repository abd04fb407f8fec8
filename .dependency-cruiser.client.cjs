// The browser's entry and the runtime code it loads never reach server-only code. It runs apart from
// .dependency-cruiser.cjs because it does not follow the browser's block registry: block components import their
// loaders' data types (`import type`, erased from the bundle), and dependency-cruiser cannot tell those from value
// imports under TypeScript 7 (it has no compiler API to use). What blocks import is held by the kit rules instead.
const base = require("./.dependency-cruiser.cjs");

const SERVER_ONLY = "^runtime/(storage|leads|server|stock|demo|site|http)/|^runtime/search/(service|index|query|http|keys|params|filters)/";

module.exports = {
  forbidden: [
    {
      name: "client-entry-stays-off-the-server",
      comment: "Server-only code (storage, leads, search engine, server...) is never reachable from the browser's entry",
      severity: "error",
      from: { path: "^runtime/client/entry\\.tsx$" },
      to: { path: SERVER_ONLY, reachable: true },
    },
  ],
  options: { ...base.options, exclude: { path: [base.options.exclude.path, "^blocks/registry\\.client\\.gen\\.ts$"] } },
};

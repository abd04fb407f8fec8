// The browser's entry and everything it loads, the block components through the browser's registry included,
// never reach server-only code. dependency-cruiser cannot tell a type import from a value import under TypeScript 7
// (it has no compiler API to use), so what the browser imports only for its types lives in types-only modules (a
// block's data.ts, the search client's config type) that import nothing from the server either.
const base = require("./.dependency-cruiser.cjs");

const SERVER_ONLY = "^runtime/(storage|leads|server|stock|demo|site|http|seo|payments|reviews)/|^runtime/checkout/(?!checkout-page-data\\.ts$)|^runtime/promotions/(?!spin-page-data\\.ts$)|^runtime/search/(service|index|query|http|keys|params|filters)/";

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
  options: base.options,
};

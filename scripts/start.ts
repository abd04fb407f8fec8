// `npm start`: build when the sources changed since the last build, then serve every demo site.
// package.json starts it with semi-spaces of 16 MB: left to itself, V8 grows the young generation to 64 MB
// semi-spaces under a sustained search load, and the pages it has touched stay resident after every collection,
// so the server's RSS climbs by their size and never comes back; the search index lives in the old generation.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsFresh } from "./build-stamp.ts";

if (!buildIsFresh()) {
  console.log("Building Forecourt (first start or sources changed)...");
  const { buildAll } = await import("./build.ts");
  await buildAll();
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(resolve("dist/server/main.js")).href);

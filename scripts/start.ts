// `npm start`: build when the sources changed since the last build, then serve every demo site.
// package.json starts it with semi-spaces of 16 MB: left to itself, V8 grows them to 64 MB under a sustained search
// load, and a search's typed arrays (filter bitsets, facet counts), whose memory is outside the JS heap, are only
// freed when a young-generation collection finds them dead. With 64 MB semi-spaces that is seldom, so far more of
// that memory is waiting at once, and the allocator keeps it after it is freed: RSS climbs and never comes back.
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

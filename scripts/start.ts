// `npm start`: build when the sources changed since the last build, then serve every demo site.
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

// Builds the browser bundle (one chunk per block, with a manifest) and the server bundle.
import { build } from "vite";
import { writeBuildStamp } from "./build-stamp.ts";

export async function buildAll(): Promise<void> {
  await build({
    logLevel: "warn",
    build: {
      outDir: "dist/client",
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: "runtime/client/entry.tsx" },
    },
  });
  await build({
    logLevel: "warn",
    build: {
      outDir: "dist/server",
      emptyOutDir: true,
      manifest: false,
      ssr: "runtime/server/main.ts",
    },
  });
  writeBuildStamp();
}

if (import.meta.main) {
  const started = performance.now();
  await buildAll();
  console.log(`Built client and server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

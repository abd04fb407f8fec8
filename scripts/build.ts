// Builds the browser bundle (one chunk per block, with a manifest) and the server bundle.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
  precompress("dist/client/assets");
  await build({
    logLevel: "warn",
    build: {
      outDir: "dist/server",
      emptyOutDir: true,
      manifest: false,
      ssr: true,
      // Worker threads are run by their file names, beside main.js: the search index's load worker
      // (runtime/search/service/stock-sync.ts) and the HEIC photo decoder (runtime/stock/photos/decode-heic.ts).
      rollupOptions: {
        input: {
          main: "runtime/server/main.ts",
          "stock-page-worker": "runtime/search/service/stock-page-worker.ts",
          "heic-decode-worker": "runtime/stock/photos/heic-decode-worker.ts",
        },
      },
    },
  });
  writeBuildStamp();
}

/**
 * Writes `.br` and `.gz` beside each text asset, once per build, for the server to send as the browser accepts
 * (@fastify/static's preCompressed) instead of compressing the same files on every request.
 */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const raw = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  }
}

if (import.meta.main) {
  const started = performance.now();
  await buildAll();
  console.log(`Built client and server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

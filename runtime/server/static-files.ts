import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

interface StaticFile {
  type: string;
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface StaticFiles {
  /** The file at a URL path such as `/assets/entry-abc.js`, encoded as the client accepts. */
  get(path: string, acceptEncoding: string): { type: string; body: Buffer; encoding: string | null } | null;
}

/** Built client files, held in memory and pre-compressed once: they are content-hashed and immutable. */
export function loadStaticFiles(clientDir: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  const assetsDir = join(clientDir, "assets");
  if (existsSync(assetsDir)) {
    for (const path of walk(assetsDir)) {
      const raw = readFileSync(path);
      const compressible = /\.(js|css|svg|json)$/.test(path);
      files.set(`/${relative(clientDir, path).split("\\").join("/")}`, {
        type: TYPES[extname(path)] ?? "application/octet-stream",
        raw,
        gzip: compressible ? gzipSync(raw, { level: 9 }) : raw,
        brotli: compressible ? brotliCompressSync(raw) : raw,
      });
    }
  }
  return {
    get(path, acceptEncoding) {
      const file = files.get(path);
      if (!file) return null;
      if (file.brotli !== file.raw && /\bbr\b/.test(acceptEncoding)) return { type: file.type, body: file.brotli, encoding: "br" };
      if (file.gzip !== file.raw && /\bgzip\b/.test(acceptEncoding)) return { type: file.type, body: file.gzip, encoding: "gzip" };
      return { type: file.type, body: file.raw, encoding: null };
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

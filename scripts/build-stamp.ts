import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["runtime", "blocks", "scripts/build.ts", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const STAMP = "dist/.build-stamp";

/** A fingerprint of everything the build reads, so `npm start` rebuilds only after a change. */
export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of listFiles(source)) {
      const stat = statSync(file);
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

export function buildIsFresh(): boolean {
  return existsSync(STAMP) && existsSync("dist/server/main.js") && readFileSync(STAMP, "utf8") === sourceFingerprint();
}

export function writeBuildStamp(): void {
  writeFileSync(STAMP, sourceFingerprint());
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") || name.endsWith(".test.tsx") ? [] : listFiles(join(path, name))));
}

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPageAssets } from "./asset-manifest.ts";

function clientDirWith(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-assets-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("a page's assets", () => {
  it("are one stylesheet, the entry and what the entry imports, not the chunks of the page's blocks", () => {
    const dir = clientDirWith({
      "runtime/client/entry.tsx": { file: "assets/entry-1.js", isEntry: true, imports: ["_react-2.js"], dynamicImports: ["blocks/Hero/Hero.tsx"] },
      "_react-2.js": { file: "assets/react-2.js", imports: ["_runtime-3.js"] },
      "_runtime-3.js": { file: "assets/runtime-3.js" },
      "blocks/Hero/Hero.tsx": { file: "assets/Hero-4.js", imports: ["_react-2.js"] },
      "style.css": { file: "assets/style-5.css", src: "style.css" },
    });
    expect(loadPageAssets(dir)).toEqual({ entry: "/assets/entry-1.js", stylesheet: "/assets/style-5.css", preload: ["/assets/react-2.js", "/assets/runtime-3.js"] });
  });

  it("are none before the browser code is built", () => {
    expect(loadPageAssets("/nonexistent")).toEqual({ entry: null, stylesheet: null, preload: [] });
  });
});

import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { demoSites, markWindow, recordRequests, siteUrl, waitForHydration, watchForProblems, windowStillMarked } from "./support.ts";

// The webServer has built dist/ before any test runs.
const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;
/** Block type -> the path of its own JavaScript chunk. */
const blockChunks = new Map(
  Object.entries(manifest).flatMap(([source, chunk]) => {
    const block = /^blocks\/([A-Z]\w*)\/\1\.tsx$/.exec(source)?.[1];
    return block ? [[block, `/${chunk.file}`] as const] : [];
  }),
);
const [site] = (await demoSites()).filter((entry) => entry.slug === "harbour-motors");

test.describe("per-block code splitting and hydration", () => {
  test("a page loads only its own blocks' chunks, hydrates without refetching, and client navigation adds the next page's chunks", async ({ page }) => {
    expect(blockChunks.size).toBeGreaterThan(30);
    const watch = watchForProblems(page);
    const requests = recordRequests(page);
    const blockChunksLoaded = () => [...blockChunks].filter(([, file]) => requests.includes(file)).map(([type]) => type).sort();

    await page.goto(siteUrl(site!.slug, "/about-us"));
    await waitForHydration(page);
    const aboutBlocks = [...site!.layout.before, ...site!.pages["about-us"]!.blocks, ...site!.layout.after].map((block) => block.type);
    expect(blockChunksLoaded()).toEqual([...new Set(aboutBlocks)].sort());
    expect(requests.filter((path) => path.startsWith("/__forecourt/page"))).toEqual([]);
    expect(requests.some((path) => path.includes("LeafletMap"))).toBe(false);

    await markWindow(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Stock" }).click();
    await expect(page).toHaveURL(siteUrl(site!.slug, "/cars/"));
    const searchBlocks = site!.pages[site!.routes["/cars"]!]!.blocks.map((block) => block.type);
    await expect.poll(blockChunksLoaded).toEqual([...new Set([...aboutBlocks, ...searchBlocks])].sort());
    await expect(page.getByRole("heading", { level: 1, name: "About Harbour Motors" })).toHaveCount(0);
    expect(await windowStillMarked(page)).toBe(true);
    expect(requests.filter((path) => path.startsWith("/__forecourt/page"))).toEqual([`/__forecourt/page?path=%2Fcars%2F&from=%2Fabout-us`]);
    watch.expectNone();
  });
});

test.describe("startup", () => {
  test("the server refuses to start on an invalid site and prints every error as file:line:column  /pointer  message", async () => {
    const sitesDir = mkdtempSync(join(tmpdir(), "forecourt-bad-sites-"));
    try {
      cpSync("sites/templates", join(sitesDir, "templates"), { recursive: true });
      cpSync("sites/harbour-motors.json", join(sitesDir, "harbour-motors.json"));
      const bad = [
        "{",
        '  "$schema": "../schemas/site.schema.json",',
        '  "slug": "broken-motors",',
        '  "name": "Broken Motors",',
        '  "template": "franchise",',
        '  "dealerships": [{ "id": 901, "slug": "broken-motors", "name": "Broken Motors" }],',
        '  "logo": { "url": "/media/logos/broken-motors.svg", "alt": "Broken Motors" },',
        '  "address": { "street": "1 Main Street", "city": "Parramatta", "state": "NSW", "postcode": "2150" },',
        '  "phone": 96330000,',
        '  "maps": { "zoom": 40 }',
        "}",
      ].join("\n");
      writeFileSync(join(sitesDir, "broken-motors.json"), bad);
      const result = await run(process.execPath, ["dist/server/main.js"], {
        SITES_DIR: sitesDir,
        DATA_DIR: mkdtempSync(join(tmpdir(), "forecourt-bad-data-")),
        PORT: "0",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Forecourt cannot start: 2 error(s) in the site documents and their content.");
      const file = relative(process.cwd(), join(sitesDir, "broken-motors.json"));
      expect(result.stderr.trim().split("\n").slice(-2)).toEqual([
        `${file}:9:12  /phone  expected a string, got a number (96330000)`,
        `${file}:10:21  /maps/zoom  must be at most 18 (got 40)`,
      ]);
      expect(result.stdout).not.toContain("Forecourt is serving");
    } finally {
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

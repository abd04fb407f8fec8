import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: false,
    // One stylesheet for every page, fetched once and cached: a page of twenty blocks would otherwise wait on
    // twenty render-blocking stylesheets.
    cssCodeSplit: false,
  },
  test: {
    include: ["runtime/**/*.test.{ts,tsx}", "blocks/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // Many test files wait on a child server or PostgreSQL rather than compute: vitest's default (cores - 1) runs
    // them one at a time on a 2-core machine and leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

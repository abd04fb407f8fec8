import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { blocksPlugin } from "./runtime/build/blocks-plugin.ts";

export default defineConfig({
  plugins: [react(), blocksPlugin()],
  build: {
    manifest: true,
    sourcemap: false,
  },
  test: {
    include: ["runtime/**/*.test.{ts,tsx}", "blocks/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
  },
});

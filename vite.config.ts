import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
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

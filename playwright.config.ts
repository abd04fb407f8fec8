import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3107);
// Each run starts from empty storage, so demo stock is seeded fresh and tests see known data.
// Workers load this file again; the env var makes them share the server's directory, not make their own.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "forecourt-e2e-")));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://harbour-motors.localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npm start",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Every test browser comes from 127.0.0.1: per-IP limits would throttle the suite, not an abuser.
      LEADS_RATE_LIMIT_PER_IP: "100000",
      LEADS_RATE_LIMIT_PER_SITE: "100000",
      SIGN_IN_RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_MINUTE: "1000000000",
      // The browsers share the machine with the server: its busy loop is the suite's, not an overload to shed.
      SHED_EVENT_LOOP_UTILIZATION: "0",
      SHED_EVENT_LOOP_DELAY_MS: "0",
    },
  },
});

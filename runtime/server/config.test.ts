import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

const dataDir = () => join(mkdtempSync(join(tmpdir(), "forecourt-config-")), "data");
const LONG = "k".repeat(32);

afterEach(() => vi.restoreAllMocks());

describe("server configuration", () => {
  it("refuses to start with an empty or short SESSION_SECRET or SEARCH_ADMIN_KEY", () => {
    for (const name of ["SESSION_SECRET", "SEARCH_ADMIN_KEY"]) {
      for (const value of ["", "   ", "short", "k".repeat(31)]) {
        expect(() => readConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
      }
      expect(() => readConfig({ DATA_DIR: dataDir(), [name]: "k".repeat(31) })).toThrow(`${name} must be at least 32 bytes`);
    }
    expect(readConfig({ DATA_DIR: dataDir(), SESSION_SECRET: LONG, SEARCH_ADMIN_KEY: LONG })).toMatchObject({ sessionSecret: LONG, searchAdminKey: LONG });
  });

  it("generates secrets into DATA_DIR, readable by the server's user only, and keeps them across starts", () => {
    const dir = dataDir();
    const first = readConfig({ DATA_DIR: dir });
    expect(Buffer.byteLength(first.sessionSecret)).toBeGreaterThanOrEqual(32);
    expect(readConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "session.key")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "search-admin.key")).mode & 0o777).toBe(0o600);
  });

  it("replaces an empty generated key file with a new key and says so, rather than failing", () => {
    const dir = dataDir();
    readConfig({ DATA_DIR: dir });
    writeFileSync(join(dir, "search-admin.key"), "");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const config = readConfig({ DATA_DIR: dir });
    expect(Buffer.byteLength(config.searchAdminKey)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "search-admin.key"), "utf8").trim()).toBe(config.searchAdminKey);
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/search-admin\.key held no usable secret.*generated a new one/)]);
  });

  it("trusts proxy headers only when TRUST_PROXY says so", () => {
    expect(readConfig({ DATA_DIR: dataDir() }).http.trustProxy).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).http.trustProxy).toBe(true);
  });
});

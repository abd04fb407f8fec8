import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { algoliasearch } from "algoliasearch";
import { describe, expect, it } from "vitest";
import { accessFor, assertIndexAllowed } from "./access.ts";
import { loadAdminKey } from "./admin-key.ts";
import { generateSecuredApiKey, readSecuredApiKey } from "./secured-key.ts";

const PARENT = "0123456789abcdef0123456789abcdef";
const NOW_MS = Date.parse("2025-03-10T00:00:00Z");

describe("secured API keys", () => {
  it("are byte for byte the keys the algoliasearch client generates", () => {
    const restrictions = { filters: "dealership_id:101 OR dealership_id:102", restrictIndices: ["Car_production", "Car_production_*"], validUntil: 1_900_000_000, userToken: "a b" };
    // The Node build has this helper; the type-checker resolves the browser build's types, which lack it.
    const client = algoliasearch("forecourt", PARENT) as unknown as { generateSecuredApiKey(options: object): string };
    expect(generateSecuredApiKey(PARENT, restrictions)).toBe(client.generateSecuredApiKey({ parentApiKey: PARENT, restrictions }));
  });

  it("carry their restrictions, readable only with the parent key", () => {
    const key = generateSecuredApiKey(PARENT, { filters: 'make:"Land Rover"', restrictIndices: ["A", "B_*"] });
    const read = readSecuredApiKey(PARENT, key)!;
    expect(read.get("filters")).toBe('make:"Land Rover"');
    expect(read.get("restrictIndices")).toBe("A,B_*");
    expect(readSecuredApiKey("another parent", key)).toBeNull();
    expect(readSecuredApiKey(PARENT, "not base64 !")).toBeNull();
  });

  it("turn into access: filters, index patterns and fixed parameters; the parent key has full access", () => {
    const access = accessFor(generateSecuredApiKey(PARENT, { filters: "dealership_id:1", restrictIndices: ["Car_production", "Car_production_*"], hitsPerPage: 5, validUntil: NOW_MS / 1000 + 1 }), PARENT, NOW_MS);
    expect(access).toEqual({ restrictIndices: ["Car_production", "Car_production_*"], filters: ["dealership_id:1"], fixedParams: { hitsPerPage: "5" } });
    expect(accessFor(PARENT, PARENT, NOW_MS)).toEqual({ restrictIndices: null, filters: [], fixedParams: {} });
  });

  it("are refused when missing, forged or expired (validUntil is the last valid second, exclusive)", () => {
    expect(() => accessFor(null, PARENT, NOW_MS)).toThrow("Invalid Application-ID or API key");
    expect(() => accessFor(generateSecuredApiKey("other", {}), PARENT, NOW_MS)).toThrow("Invalid Application-ID or API key");
    expect(() => accessFor(generateSecuredApiKey(PARENT, { validUntil: NOW_MS / 1000 }), PARENT, NOW_MS)).toThrow("The API key has expired");
    expect(() => accessFor(generateSecuredApiKey(PARENT, { validUntil: "soon" }), PARENT, NOW_MS)).toThrow("The API key has expired");
  });

  it("reach only the indices their patterns cover, replicas included only when named", () => {
    const access = { restrictIndices: ["Car_production", "Car_production_*"], filters: [], fixedParams: {} };
    expect(() => assertIndexAllowed(access, "Car_production")).not.toThrow();
    expect(() => assertIndexAllowed(access, "Car_production_price_asc")).not.toThrow();
    expect(() => assertIndexAllowed(access, "Car_productionX")).toThrow("Index not allowed with this API key: Car_productionX");
    expect(() => assertIndexAllowed({ ...access, restrictIndices: ["Car_production"] }, "Car_production_price_asc")).toThrow();
    expect(() => assertIndexAllowed({ ...access, restrictIndices: ["*"] }, "Anything")).not.toThrow();
  });
});

describe("loadAdminKey", () => {
  it("prefers SEARCH_ADMIN_KEY", () => {
    expect(loadAdminKey(mkdtempSync(join(tmpdir(), "key-")), { SEARCH_ADMIN_KEY: " from-env " })).toBe("from-env");
  });

  it("otherwise generates a random key once and keeps it in the data directory, readable only by its owner", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "key-")), "nested");
    const key = loadAdminKey(dir, {});
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(loadAdminKey(dir, {})).toBe(key);
    expect(readFileSync(join(dir, "search-admin.key"), "utf8").trim()).toBe(key);
    expect(statSync(join(dir, "search-admin.key")).mode & 0o077).toBe(0);
    expect(loadAdminKey(mkdtempSync(join(tmpdir(), "key-")), {})).not.toBe(key);
  });
});

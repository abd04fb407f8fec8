import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sitesDir: string;
  clientDir: string;
  sessionSecret: string;
  bodyLimit: number;
}

/** Reads the environment (README: Configuration). Secrets not given are generated once and kept in DATA_DIR. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? "data");
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    sitesDir: resolve(env.SITES_DIR ?? "sites"),
    clientDir: resolve(env.CLIENT_DIR ?? "dist/client"),
    sessionSecret: env.SESSION_SECRET ?? persistentSecret(dataDir, "session.key"),
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 256 * 1024),
  };
}

export function persistentSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

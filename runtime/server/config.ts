import { chmodSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { HttpOptions } from "./app.ts";
import { MIN_SECRET_BYTES, persistentSecret } from "../storage/persistent-secret.ts";
import { readStripeSettings, StripeSettingsError, type StripeSettings } from "../payments/stripe-settings.ts";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sitesDir: string;
  clientDir: string;
  sessionSecret: string;
  /** Parent key of the sites' secured search keys. */
  searchAdminKey: string;
  /** Where stored photos live: DATA_DIR/media/photos, or an S3-compatible bucket shared by several servers. */
  media: { bucket: null } | { bucket: string; endpoint?: string; region?: string };
  /** Where the notifier sends e-mail (smtp:// or smtps://); null keeps e-mails in the outbox table. */
  smtpUrl: string | null;
  /** The Stripe account sites choosing `payments.provider: "stripe"` take deposits with; null: none. */
  stripe: StripeSettings | null;
  http: HttpOptions;
}

/** A setting the server cannot start with; main.ts prints the message and exits. */
export class ConfigError extends Error {}

/**
 * Reads the environment (README: Configuration). Secrets not given are generated once and kept in DATA_DIR,
 * which only the server's own user may read.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? "data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const clientDir = resolve(env.CLIENT_DIR ?? "dist/client");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    sitesDir: resolve(env.SITES_DIR ?? "sites"),
    clientDir,
    sessionSecret: secret(env, "SESSION_SECRET", dataDir, "session.key"),
    searchAdminKey: secret(env, "SEARCH_ADMIN_KEY", dataDir, "search-admin.key"),
    media: mediaConfig(env),
    smtpUrl: smtpUrl(env.SMTP_URL),
    stripe: stripeSettings(env),
    http: {
      clientDir,
      bodyLimit: numberSetting(env, "BODY_LIMIT_BYTES", 256 * 1024),
      trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
      rateLimitPerMinute: numberSetting(env, "RATE_LIMIT_PER_MINUTE", 1200),
      shedEventLoopUtilization: numberSetting(env, "SHED_EVENT_LOOP_UTILIZATION", 0.98, true),
      shedEventLoopDelayMs: numberSetting(env, "SHED_EVENT_LOOP_DELAY_MS", 1000, true),
    },
  };
}

/** Where stored photos live (MEDIA_S3_*), read alone by scripts that store photos beside the server. */
export function mediaConfig(env: NodeJS.ProcessEnv): ServerConfig["media"] {
  return env.MEDIA_S3_BUCKET
    ? { bucket: env.MEDIA_S3_BUCKET, endpoint: env.MEDIA_S3_ENDPOINT || undefined, region: env.MEDIA_S3_REGION || undefined }
    : { bucket: null };
}

/** A secret from the environment (set means it must be long enough), else the one kept in DATA_DIR. */
function secret(env: NodeJS.ProcessEnv, name: string, dataDir: string, file: string): string {
  const given = env[name];
  if (given === undefined) return persistentSecret(dataDir, file);
  if (Buffer.byteLength(given.trim()) < MIN_SECRET_BYTES) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_BYTES} bytes (unset it to have one generated into DATA_DIR)`);
  }
  return given.trim();
}

function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  try {
    return readStripeSettings(env);
  } catch (error) {
    if (error instanceof StripeSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^smtps?:\/\//.test(value)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  return value;
}

/** A number setting: positive, or with `zeroAllowed` 0 or more (0 turns a load-shedding signal off). */
function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, zeroAllowed = false): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed)) {
    throw new ConfigError(zeroAllowed ? `${name} must be a number, 0 or more` : `${name} must be a positive number`);
  }
  return value;
}

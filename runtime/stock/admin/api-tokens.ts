import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../../types/services.ts";
import type { StockApiTokensTable } from "../../storage/tables/stock-import-tables.ts";

const PREFIX = "fct_";

/** A token as it is listed: everything but its hash. */
type ApiTokenInfo = Omit<StockApiTokensTable, "token_hash">;

/** A new API token for one site's stock; the token itself is returned once and only its hash is stored. */
export async function createApiToken(db: Database, siteSlug: string, label: string, now = new Date()): Promise<{ id: string; token: string }> {
  const token = PREFIX + randomBytes(32).toString("base64url");
  const id = randomUUID();
  await db.insertInto("stock_api_tokens").values({ id, site_slug: siteSlug, token_hash: hashToken(token), label, created_at: now.toISOString(), revoked_at: null }).execute();
  return { id, token };
}

/** Revokes a site's token by id; false when the site has no such live token. */
export async function revokeApiToken(db: Database, siteSlug: string, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("stock_api_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("site_slug", "=", siteSlug)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A site's tokens, newest first, without their hashes. */
export function listApiTokens(db: Database, siteSlug: string): Promise<ApiTokenInfo[]> {
  return db.selectFrom("stock_api_tokens").select(["id", "site_slug", "label", "created_at", "revoked_at"]).where("site_slug", "=", siteSlug).orderBy("created_at", "desc").execute();
}

/** The site a live token belongs to, or null for an unknown, malformed or revoked one. */
export async function siteOfToken(db: Database, token: string): Promise<string | null> {
  if (!token.startsWith(PREFIX) || token.length > 100) return null;
  const row = await db.selectFrom("stock_api_tokens").select(["site_slug", "revoked_at"]).where("token_hash", "=", hashToken(token)).executeTakeFirst();
  return row && row.revoked_at === null ? row.site_slug : null;
}

// A token is 256 random bits, so a fast hash keeps it as safe as a slow one would: there is nothing to guess.
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

import { persistentSecret } from "../../storage/persistent-secret.ts";

/**
 * The parent key every site's secured key is signed with. It must survive restarts (public keys are
 * embedded in pages and browser caches), so a generated key is persisted beside the data.
 */
export function loadAdminKey(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  return env.SEARCH_ADMIN_KEY?.trim() || persistentSecret(dataDir, "search-admin.key");
}

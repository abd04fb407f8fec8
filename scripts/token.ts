// npm run token -- --site <slug> [--label <text>] | --revoke <id> | --list
// Creates an API token for a site's stock API (printed once: only its hash is kept), revokes one, or lists them.
// DATA_DIR / DATABASE_URL choose the database, as for the server.
import { createApiToken, listApiTokens, revokeApiToken } from "../runtime/stock/admin/api-tokens.ts";
import { parseTokenArgs, TOKEN_USAGE, type TokenArgs } from "../runtime/stock/admin/token-args.ts";
import { loadSite, openServerDatabase } from "./stock/open-site.ts";

let args: TokenArgs;
try {
  args = parseTokenArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${TOKEN_USAGE}`);
  process.exit(2);
}

const site = await loadSite(args.site);
const database = await openServerDatabase();
try {
  if (args.action === "create") {
    const { id, token } = await createApiToken(database.db, site.slug, args.label);
    console.log(token);
    console.error(`Token ${id} (${args.label}) for ${site.slug}: keep it now, it is not shown again. Revoke with --revoke ${id}.`);
  } else if (args.action === "revoke") {
    if (!(await revokeApiToken(database.db, site.slug, args.id))) {
      console.error(`Site ${site.slug} has no live token ${args.id}.`);
      process.exitCode = 1;
    } else console.log(`Revoked token ${args.id} of ${site.slug}.`);
  } else {
    for (const token of await listApiTokens(database.db, site.slug)) {
      console.log(`${token.id}  ${token.created_at}  ${token.revoked_at ? `revoked ${token.revoked_at}` : "live"}  ${token.label}`);
    }
  }
} finally {
  await database.close();
}

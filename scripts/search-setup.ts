// npm run search:setup -- --site <slug>
// Sets up a site's hosted search index (search.host): the primary index's settings and its sort replicas, then
// pushes the site's whole listed stock. The write key comes from the variable search.write_key_env names.
// DATA_DIR / DATABASE_URL choose the database, as for the server. Running it again is harmless.
import { parseArgs } from "node:util";
import { algoliasearch } from "algoliasearch";
import { hostedIndexSettings } from "../runtime/search/hosted/index-settings.ts";
import { HostedIndexWriter } from "../runtime/search/hosted/hosted-index-writer.ts";
import { pushesToHostedIndex } from "../runtime/search/hosted/hosted-pushes.ts";
import { searchHost } from "../runtime/search/search-host.ts";
import { createStockRepository } from "../runtime/stock/stock-repository.ts";
import { loadSite, openServerDatabase } from "./stock/open-site.ts";

const USAGE = "Usage: npm run search:setup -- --site <slug>";
let slug: string;
try {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { site: { type: "string" } }, strict: true });
  if (!values.site) throw new Error("--site is required");
  slug = values.site;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const site = await loadSite(slug);
if (!pushesToHostedIndex(site)) {
  console.error(`${slug} has no hosted index: its site document sets no search.host and search.write_key_env.`);
  process.exit(1);
}
const writeKey = process.env[site.search.write_key_env!];
if (!writeKey) {
  console.error(`${site.search.write_key_env} is not set: it should hold the write key of ${site.search.host}.`);
  process.exit(1);
}

const client = algoliasearch(site.search.app_id, writeKey, { hosts: [searchHost(site.search.host)] });
// The primary first: its settings create the replicas the others then configure.
for (const { indexName, settings } of hostedIndexSettings(site.search.index)) {
  await client.setSettings({ indexName, indexSettings: settings });
  console.log(`${indexName}: settings set`);
}
const database = await openServerDatabase();
try {
  const stock = createStockRepository(database.db);
  await new HostedIndexWriter({ db: database.db, stock, site, writeKey }).resync();
  const pushed = await database.db
    .selectFrom("hosted_search_records")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("site", "=", slug)
    .executeTakeFirstOrThrow();
  console.log(`${site.search.index}: ${Number(pushed.count)} listed cars of ${slug} in the index`);
} finally {
  await database.close();
}

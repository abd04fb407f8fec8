import { loadSites, formatSiteError } from "../site/load-sites.ts";
import { loadSiteContent } from "../site/content/load-site-content.ts";
import { apiRoutes } from "./api-routes.ts";
import { createApp } from "./app.ts";
import { loadPageAssets } from "./asset-manifest.ts";
import { allBlocks } from "./block-modules.ts";
import { ConfigError, readConfig } from "./config.ts";
import { startServices } from "./services.ts";
import { sitesWithoutProvider } from "../payments/payment-providers.ts";
import { photoStore } from "./photo-store-config.ts";
import { serverFeedMedia } from "../stock/feed/site-feed-photos.ts";
import { isSharedDatabase } from "../http/rate-counters.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";

// Everything the server creates (database and its journal, generated keys) is readable by its own user only.
process.umask(0o077);
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Forecourt cannot start: ${error.message}`);
    process.exit(1);
  }
})();
const { sites: loaded, errors: siteErrors } = await loadSites({ sitesDir: config.sitesDir });
const { content, errors: contentErrors } = await loadSiteContent(config.sitesDir, loaded.map((entry) => entry.site));
const errors = [...siteErrors, ...contentErrors];
if (errors.length > 0) {
  console.error(`Forecourt cannot start: ${errors.length} error(s) in the site documents and their content.\n`);
  for (const error of errors) console.error(formatSiteError(error));
  process.exit(1);
}
const sites = loaded.map((entry) => entry.site);
const running = await startServices(config, sites, content);
const unpaid = sitesWithoutProvider(running.services.payments, sites);
if (unpaid.length > 0) {
  console.error(`Forecourt cannot start: no account for the payment provider of ${unpaid.join(", ")}. Stripe needs STRIPE_SECRET_KEY (README: Configuration).`);
  await running.close();
  process.exit(1);
}

const app = await createApp(
  { sites, services: running.services, assets: loadPageAssets(config.clientDir), blocks: allBlocks, apiRoutes: apiRoutes(serverFeedMedia(photoStore(config), config.dataDir), config.sessionSecret, config.port), sessionSecret: config.sessionSecret },
  // On PostgreSQL every instance counts each address into the database; on SQLite one process owns the file.
  { ...config.http, ...(isSharedDatabase(running.services.db) ? { rateLimitStore: databaseRateLimitStore(running.services.db) } : {}) },
);
await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
console.log(`Forecourt is serving ${sites.length} dealer sites on http://${config.host}:${port}`);
for (const site of sites) console.log(`  ${site.name.padEnd(28)} http://${site.slug}.localhost:${port}/`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Requests in progress finish first, so a lead being stored is committed and answered before storage closes;
    // connections still busy after a few seconds are cut.
    const cut = setTimeout(() => app.server.closeAllConnections(), 5_000);
    void app.close().then(() => {
      clearTimeout(cut);
      void running.close().then(() => process.exit(0));
    });
  });
}

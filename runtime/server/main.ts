import { createServer } from "node:http";
import { loadSites, formatSiteError } from "../site/load-sites.ts";
import { apiRoutes } from "./api-routes.ts";
import { loadAssetManifest } from "./asset-manifest.ts";
import { allBlocks } from "./block-modules.ts";
import { readConfig } from "./config.ts";
import { createRequestHandler } from "./request-handler.ts";
import { startServices } from "./services.ts";
import { loadStaticFiles } from "./static-files.ts";

const config = readConfig();
const { sites: loaded, errors } = await loadSites({ sitesDir: config.sitesDir });
if (errors.length > 0) {
  console.error(`Forecourt cannot start: ${errors.length} error(s) in the site documents.\n`);
  for (const error of errors) console.error(formatSiteError(error));
  process.exit(1);
}
const sites = loaded.map((entry) => entry.site);
const running = await startServices(config, sites);

const server = createServer(
  createRequestHandler({
    sites,
    services: running.services,
    manifest: loadAssetManifest(config.clientDir),
    blocks: allBlocks,
    staticFiles: loadStaticFiles(config.clientDir),
    apiRoutes,
    sessionSecret: config.sessionSecret,
    bodyLimit: config.bodyLimit,
  }),
);
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () => {
  const port = (server.address() as { port: number }).port;
  console.log(`Forecourt is serving ${sites.length} dealer sites on http://${config.host}:${port}`);
  for (const site of sites) console.log(`  ${site.name.padEnd(28)} http://${site.slug}.localhost:${port}/`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Requests in progress finish first, so a lead being stored is committed and answered before storage closes;
    // connections still busy after a few seconds are cut.
    const cut = setTimeout(() => server.closeAllConnections(), 5_000);
    server.close(() => {
      clearTimeout(cut);
      void running.close().then(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}

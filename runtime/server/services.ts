import { createHmac } from "node:crypto";
import { join } from "node:path";
import { leadWriter } from "../leads/lead-writer.ts";
import type { Services, Site, SiteContent } from "../types/index.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createStockRepository } from "../stock/stock-repository.ts";
import { seedDemoStock } from "../demo/stock/seed.ts";
import { createSearchService } from "../search/service/search-service.ts";
import { startLeadDelivery } from "../leads/start-lead-delivery.ts";
import { serverFeedMedia } from "../stock/feed/site-feed-photos.ts";
import { startFeedPulls } from "../stock/pull/feed-pulls.ts";
import { startHostedPushes } from "../search/hosted/hosted-pushes.ts";
import { createNotifier } from "../notify/notifier.ts";
import { createTransport } from "nodemailer";
import { startMessageDelivery } from "../notify/start-message-delivery.ts";
import { startAccountHousekeeping } from "../accounts/account-housekeeping.ts";
import { paymentProviders } from "../payments/payment-providers.ts";
import { startHoldExpiry } from "../checkout/hold-expiry.ts";
import { startAlertSweep } from "../accounts/alerts/start-alert-sweep.ts";
import type { ServerConfig } from "./config.ts";
import { photoStore } from "./photo-store-config.ts";

/**
 * Opens storage, seeds demo stock where a site has none, and starts search, lead and message delivery, stock feed
 * pulls, pushes to hosted search indexes, the end of reservation holds and shoppers' daily alerts.
 */
export async function startServices(config: ServerConfig, sites: Site[], content: SiteContent) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const stock = createStockRepository(database.db, { notices: database.notices });
  await seedDemoStock(stock, sites, new Date(), join(config.dataDir, "demo-feeds"));
  const search = await createSearchService({ stock, dataDir: config.dataDir, sites, env: { SEARCH_ADMIN_KEY: config.searchAdminKey } });
  giveSitesTheirSearchKeys(sites, search);
  const messages = startMessageDelivery(database.db, sites, { mail: config.smtpUrl ? createTransport(config.smtpUrl) : null });
  const notifier = createNotifier(database.db, { smtp: config.smtpUrl !== null, onQueued: () => void messages.wake() });
  // The test provider's webhooks are signed with a key derived from the session secret, so no other key is kept.
  const payments = paymentProviders({
    testWebhookSecret: createHmac("sha256", config.sessionSecret).update("test-payment-webhooks").digest("hex"),
    stripe: config.stripe,
  });
  const services: Services = { db: database.db, stock, search, notifier, payments, content };
  const stopDelivery = startLeadDelivery(services, sites);
  const stopPulls = startFeedPulls(stock, database.db, sites, { media: serverFeedMedia(photoStore(config), config.dataDir) });
  const stopPushes = startHostedPushes(database.db, stock, sites);
  const stopHousekeeping = startAccountHousekeeping(database.db);
  const stopHolds = startHoldExpiry({ db: database.db, stock, providers: payments });
  const stopAlerts = startAlertSweep({ services, sites, secret: config.sessionSecret, localPort: config.port });
  return {
    services,
    async close() {
      await stopDelivery();
      await messages.stop();
      stopHousekeeping();
      await stopHolds();
      await stopAlerts();
      await stopPulls();
      await stopPushes();
      search.close();
      // Leads still queued for the group commit (their shoppers may have left) are written, not dropped.
      await leadWriter(database.db).settled();
      await database.close();
    },
  };
}

/** Sites on the embedded search service get a secured key limited to their own dealerships' stock. */
function giveSitesTheirSearchKeys(sites: Site[], search: Services["search"]): void {
  for (const site of sites) {
    if (!site.search.host && !site.search.public_key) site.search.public_key = search.siteSearchKey(site);
  }
}

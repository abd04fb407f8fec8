import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import type { Car, Services, SiteContent } from "../../../runtime/types/index.ts";
import { memoryStock } from "../stock-fixtures.ts";
import type { Tables } from "../../../runtime/storage/tables.ts";
import { NodeSqliteDialect } from "../../../runtime/storage/node-sqlite-dialect.ts";
import { migrateToLatest } from "../../../runtime/storage/migrate.ts";
import { createSearchService } from "../../../runtime/search/service/search-service.ts";
import { createNotifier } from "../../../runtime/notify/notifier.ts";
import { paymentProviders } from "../../../runtime/payments/payment-providers.ts";

/** The in-memory stock repository the vehicle page's tests use (the shared test fixture). */
export { memoryStock };

/** Services over a migrated in-memory SQLite database, the given cars, the embedded search service and the given Markdown content (none by default). */
export async function testServices(cars: Car[], content: SiteContent = { posts: () => [], page: () => null, parts: () => [] }): Promise<Services & { close(): Promise<void> }> {
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(new DatabaseSync(":memory:")) });
  await migrateToLatest(db);
  const stock = memoryStock(cars);
  const search = await createSearchService({ stock, dataDir: "", env: { SEARCH_ADMIN_KEY: "vehicle-page-tests" } });
  const close = async () => {
    search.close();
    await db.destroy();
  };
  return { db, stock, search, notifier: createNotifier(db, { smtp: false }), payments: paymentProviders({ testWebhookSecret: "vehicle-page-tests" }), content, close };
}

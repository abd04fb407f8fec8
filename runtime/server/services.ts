import type { Services, Site } from "../types/index.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createStockRepository } from "../stock/stock-repository.ts";
import { seedDemoStock } from "../stock/seed.ts";
import type { ServerConfig } from "./config.ts";

export interface RunningServices {
  services: Services;
  close(): Promise<void>;
}

/** Opens storage, seeds demo stock where a site has none, and starts the shared services. */
export async function startServices(config: ServerConfig, sites: Site[]): Promise<RunningServices> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const stock = createStockRepository(database.db);
  await seedDemoStock(stock, sites);
  const services: Services = { db: database.db, stock };
  return {
    services,
    async close() {
      await database.close();
    },
  };
}

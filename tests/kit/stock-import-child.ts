// A process that imports a feed and stops dead inside the import's transaction, every car written but not
// committed, printing "written" so its parent can SIGKILL it there:
//   node tests/kit/stock-import-child.ts <dataDir> <databaseUrl or ""> <feed.jsonl>
import { readFileSync } from "node:fs";
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { importStock } from "../../runtime/stock/feed/import-stock.ts";
import type { StockRepository } from "../../runtime/types/services.ts";
import { sampleStockSite } from "./stock-fixtures.ts";
import { defaultFeed } from "./stock-feed-fixtures.ts";

const [dataDir, databaseUrl, file] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir!, databaseUrl: databaseUrl || null });
const stock = createStockRepository(database.db);
const stalling: StockRepository = {
  ...stock,
  transaction: (work) =>
    stock.transaction((tx) =>
      work({
        ...tx,
        async upsert(cars) {
          await tx.upsert(cars);
          process.stdout.write("written\n");
          await new Promise(() => undefined);
        },
      }),
    ),
};
await importStock(stalling, sampleStockSite, readFileSync(file!), { source: "file:crash", feed: defaultFeed({ format: "json" }), acceptValid: false });

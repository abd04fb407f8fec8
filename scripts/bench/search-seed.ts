// Child process of `npm run bench:search`: writes N generated cars to a fresh SQLite database, as a dealer
// group's stock would be stored, so the search server reads them from storage like the platform does.
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { benchCars, multiQuery, refinementPairs } from "./search-stock.ts";

const [count, dataDir] = [Number(process.argv[2]), process.argv[3]!];
const cars = benchCars(count);
const database = await openDatabase({ dataDir });
const stock = createStockRepository(database.db);
for (let i = 0; i < cars.length; i += 2000) await stock.upsert(cars.slice(i, i + 2000));
await database.close();
process.send!({ bodies: refinementPairs(cars).map(multiQuery) });

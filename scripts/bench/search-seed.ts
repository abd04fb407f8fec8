// Child process of `npm run bench:search`: writes N generated cars to a new SQLite database, as a dealer group's
// stock would be stored, so the search server reads them from storage like the platform does ("seeded": the
// database already holds them, only the request bodies are made).
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { benchCars, multiQuery, refinementPairs } from "./search-stock.ts";

const [count, dataDir, seeded] = [Number(process.argv[2]), process.argv[3]!, process.argv[4] === "seeded"];
const cars = benchCars(count);
if (!seeded) {
  const database = await openDatabase({ dataDir });
  const stock = createStockRepository(database.db);
  for (let i = 0; i < cars.length; i += 2000) await stock.upsert(cars.slice(i, i + 2000));
  await database.close();
}
process.send!({ bodies: refinementPairs(cars).map(multiQuery) });

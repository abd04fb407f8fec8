// A worker thread of the search index's whole-stock load (stock-sync.ts): it parses each page of stored cars and
// prepares them for the index while the main thread indexes the page before, so a large stock loads on two cores.
import { parentPort, workerData } from "node:worker_threads";
import { dealershipDirectory, type SearchSite } from "./dealership-directory.ts";
import { stockPage } from "./stock-page.ts";
import type { Car } from "../../types/generated/car.ts";

const directory = dealershipDirectory(workerData as SearchSite[]);
parentPort!.on("message", (json: string[]) => parentPort!.postMessage(stockPage(json.map((text) => JSON.parse(text) as Car), directory)));

// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { FavouriteEntry } from "../../runtime/types/generated/favourite-entry.ts";

export interface SavedCarsData {
  cars: FavouriteEntry[];
}

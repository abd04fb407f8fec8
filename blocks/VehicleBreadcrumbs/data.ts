// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { Crumb } from "../../runtime/kit/rules.ts";

export interface VehicleBreadcrumbsData {
  crumbs: Crumb[];
}

// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { SpecLine } from "../../runtime/kit/rules.ts";

export interface UsedCarCheckData {
  details: SpecLine[];
  /** The car's history report, when it has one. */
  report: { href: string; label: string } | null;
}

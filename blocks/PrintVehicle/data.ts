// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { PhotoImage, PriceDisplay, SpecLine } from "../../runtime/kit/rules.ts";

export interface PrintVehicleData {
  slug: string;
  title: string;
  subtitle: string;
  price: PriceDisplay;
  image: PhotoImage | null;
  url: string;
  sections: { title: string; lines: SpecLine[] }[];
  features: string[];
  comments: string | null;
  contact: { name: string; phone: string | null; address: string | null };
}

// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CompareEntry, PriceDisplay, VehicleAction, VehicleActionId, ViewedCar } from "../../runtime/kit/rules.ts";
import type { FavouriteEntry } from "../../runtime/types/generated/favourite-entry.ts";
import type { TeaserFigures } from "../../runtime/kit/finance.ts";
import type { LeadFormData } from "../../runtime/kit/forms.ts";
import type { FinanceTeaserProps } from "../FinanceTeaser/props.gen.ts";
import type { LeadFormProps } from "../LeadForm/props.gen.ts";

export interface VehicleSidebarData {
  car: { id: number; slug: string; dealership_id: number; car_type: "new" | "used" | "demo"; photos_count: number; updated_at: string };
  title: string;
  subtitle: string;
  price: PriceDisplay;
  price_type: string | null;
  certified: boolean;
  location: { name: string; href: string } | null;
  /** The FinanceTeaser block rendered in the sidebar's slot, when the sidebar has one and the teaser shows. */
  finance: FinanceSlot | null;
  actions: VehicleAction[];
  /** The LeadForm block's request-photos form behind a button among the actions, for in-stock cars where the site offers it. */
  requestPhotos: LeadFormSlot | null;
  /** Actions whose forms open in dialogs on the page (Enquire, Book a Test Drive), by action id. */
  dialogs: ActionDialogs;
  phone: string | null;
  share: { url: string; title: string };
  views: number;
  /** Null when the favourite control is hidden for this car. */
  favourite: FavouriteEntry | null;
  /** Null for cars not in stock, which cannot be compared (spec §4). */
  compare: CompareEntry | null;
  /** Whether the watchlist's Save button shows (the site keeps a watchlist, and the car is in stock). */
  watchlist: boolean;
  viewed: ViewedCar;
}

/** The FinanceTeaser block's props and loader data, for rendering it inside the sidebar. */
export interface FinanceSlot {
  props: FinanceTeaserProps;
  data: TeaserFigures;
}

/** The LeadForm block's props and loader data for a form in a dialog, rendered among the sidebar's actions. */
export interface LeadFormSlot {
  props: LeadFormProps;
  data: LeadFormData;
}

export type ActionDialogs = Partial<Record<Extract<VehicleActionId, "enquire" | "test_drive">, LeadFormSlot>>;

// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface GarageActivityData {
  /** Enquiries the shopper sent while signed in, newest first. */
  enquiries: { id: string; subject: string; car: { name: string; slug: string } | null; sent: string }[];
  /** Their reservations, newest first: status, and when the hold ends (or ended). */
  reservations: { id: string; car: { name: string; path: string } | null; status: string; holdEnd: string; active: boolean }[];
}

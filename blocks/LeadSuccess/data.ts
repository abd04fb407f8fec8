// What the loader hands the component: types only, so the browser's code never imports the loader.
/** What the server knows for /success: the reference a no-JavaScript lead's redirect left in its cookie. */
export interface LeadSuccessData {
  reference: string | null;
}

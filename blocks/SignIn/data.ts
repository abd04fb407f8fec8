// What the loader hands the component: types only, so the browser's code never imports the loader.
/** The sign-in page's state: which form shows, the fields it carries on, where the code went, what went wrong. */
export interface SignInData {
  step: "destination" | "code";
  type: string;
  redirect: string;
  back: string | null;
  save: number | null;
  sentTo: string | null;
  mobileOnly: boolean;
  problem: string | null;
  signedIn: boolean;
}

// What the loader hands the component: types only, so the browser's code never imports the loader.
/** The signed-in shopper's details; null when the session ended as the page loaded. */
export type AccountDetailsData = {
  name: string;
  phone: string | null;
  email: string | null;
  notice: string | null;
  /** Whether the shopper gets the daily alerts digest. */
  alerts: boolean;
  /** The account's passkeys, oldest first. */
  passkeys: { id: string; name: string; added: string; lastUsed: string | null }[];
} | null;

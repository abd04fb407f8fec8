import type { LoaderContext } from "../../types/index.ts";
import { maskDestination } from "../destination.ts";
import { tokenAddress } from "./unsubscribe-token.ts";

export interface UnsubscribePage {
  /** What the page shows: the address form, a link's confirm button, or that it is done. */
  step: "address" | "confirm" | "done";
  /** The link's token (checked when posted) and the address it names, mostly hidden. */
  token: string | null;
  address: string | null;
  problem: boolean;
  /** The address the page was opened for (`?address=`), filled in for the shopper to send. */
  given: string;
}

const TOKEN_LIMIT = 1024;
const ADDRESS_LIMIT = 254;

/**
 * /pages/unsubscribe from an alert's link (`token`), after unsubscribing (`done`), or opened on its own, perhaps
 * for an address (`address`). Opening it never unsubscribes: link checkers and previews open links too.
 */
export function unsubscribePage(ctx: Pick<LoaderContext, "url">): UnsubscribePage {
  const { searchParams } = ctx.url;
  const token = searchParams.get("token");
  const address = token && token.length <= TOKEN_LIMIT ? tokenAddress(token) : null;
  if (searchParams.get("done")) return { step: "done", token: null, address: null, problem: false, given: "" };
  if (address) return { step: "confirm", token, address: maskDestination(address), problem: false, given: "" };
  const problem = searchParams.get("problem") === "address" || token !== null;
  return { step: "address", token: null, address: null, problem, given: (searchParams.get("address") ?? "").slice(0, ADDRESS_LIMIT) };
}

import { useEffect, useState } from "react";
import type { FavouriteEntry } from "../../runtime/types/generated/favourite-entry.ts";
import { readFavourites, toggleFavourite, writeFavourites } from "../../runtime/kit/favourites.ts";
import { SAVED_CAR_EVENT, trackEvent } from "../../runtime/kit/analytics.ts";

/** Spec §4 favourite toggle: 'SAVE' or 'SAVED'; kept in the browser where the site stores favourites. */
export function FavouriteButton({ entry, store }: { entry: FavouriteEntry; store: boolean }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (store) setSaved(readFavourites().some((saved) => saved.id === entry.id));
  }, [entry.id, store]);

  const toggle = () => {
    if (!saved) void trackEvent(SAVED_CAR_EVENT, { car_id: entry.id });
    setSaved((was) => !was);
    if (store) writeFavourites(toggleFavourite(readFavourites(), entry));
  };

  return (
    <button type="button" className="fc-vdp-tool" aria-pressed={saved} onClick={toggle}>
      {saved ? "SAVED" : "SAVE"}
    </button>
  );
}

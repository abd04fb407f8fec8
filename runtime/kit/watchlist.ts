// The block kit's watchlist Save button (spec §4), the same on cards and the vehicle page.
export { WatchlistButton } from "../search-ui/watchlist-button.tsx";

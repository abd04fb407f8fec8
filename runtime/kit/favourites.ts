// The block kit's saved favourites (the browser's list of cars a shopper keeps), apart from the search kit so a
// vehicle page's favourite button does not bring the search widgets with it.
export * from "../search-ui/favourites-store.ts";

// The block kit's JSON calls; they live in runtime/ui so the search widgets' cards (the watchlist button) use them too.
export * from "../ui/fetch-json.ts";

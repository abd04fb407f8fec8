// The spin-to-win page's data, as the SpinToWin block shows it (types only: the draw itself is server code).
export type { SpinPageData, SpinState } from "../promotions/spin-page-data.ts";

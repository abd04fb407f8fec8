// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface ModelAccessoriesData {
  slug: string;
}

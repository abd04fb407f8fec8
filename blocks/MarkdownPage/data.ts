// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface MarkdownPageData {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

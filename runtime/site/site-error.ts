/** One problem in a site document, at the file and position that defined the offending value. */
export interface SiteError {
  /** Absolute path of the site or template file. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer into the merged site document ("" is the whole document). */
  pointer: string;
  message: string;
}

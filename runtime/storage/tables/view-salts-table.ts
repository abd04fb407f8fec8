/** One random salt per UTC day, shared by every server instance, for hashing who viewed which car that day. */
export interface ViewSaltsTable {
  /** yyyy-MM-dd (UTC). */
  day: string;
  salt: string;
}

/** A fault the search protocol reports as `{message, status}` with a 4xx status. */
export class SearchError extends Error {
  override name = "SearchError";
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

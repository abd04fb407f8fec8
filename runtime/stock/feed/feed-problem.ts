/** One problem of a feed, in the validator's style: where (row, line or header), which column or field, what. */
export interface FeedProblem {
  /** "line 4" (CSV, JSON Lines), "car 3" (a JSON array's third car), "file" (the feed as a whole). */
  where: string;
  /** The CSV column or the JSON pointer of the field; "" for the row as a whole. */
  field: string;
  message: string;
}

/** `line 4  Price  expected a number, got "POA"`: one line per problem, as `npm run validate` prints them. */
export function formatProblem(problem: FeedProblem): string {
  return `${problem.where}  ${problem.field || "/"}  ${problem.message}`;
}

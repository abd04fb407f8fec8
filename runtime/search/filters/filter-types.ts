import { SearchError } from "../search-error.ts";

/** One test on one attribute of a record. `negated` comes from `NOT` or a facetFilters `-value`. */
export type Condition =
  | { kind: "facet"; attribute: string; value: string; negated: boolean }
  | { kind: "numeric"; attribute: string; op: NumericOperator; value: number; negated: boolean }
  | { kind: "range"; attribute: string; min: number; max: number; negated: boolean };

export type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

/** An OR of conditions. */
export type OrGroup = Condition[];

/**
 * Every filter the protocol accepts (`filters`, `facetFilters`, `numericFilters`, `tagFilters`, a key's
 * restrictions) reduces to this shape: an AND of OR groups.
 */
export type FilterExpression = OrGroup[];

/** A client fault in a filter, reported as HTTP 400 with this message. */
export class FilterSyntaxError extends SearchError {
  override name = "FilterSyntaxError";

  constructor(message: string) {
    super(400, message);
  }
}

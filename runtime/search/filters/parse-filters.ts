import { FilterSyntaxError, type Condition, type FilterExpression, type NumericOperator, type OrGroup } from "./filter-types.ts";
import { tokenizeFilters, type Token } from "./tokenize-filters.ts";
import { LIMITS } from "../params/limits.ts";

export const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Parses Algolia's `filters` syntax by recursive descent into an AND of OR groups:
 *
 *   filters    := [ disjunction { "AND" disjunction } ] end
 *   disjunction:= operand { "OR" operand }
 *   operand    := "(" operand { "OR" operand } ")" | "NOT" condition | condition
 *   condition  := attribute ":" value | attribute ":" number "TO" number | attribute op number
 *
 * Shapes Algolia refuses are refused here too, with the position of the offending token: ANDs inside
 * parentheses, NOT before a group, OR groups mixing facet, numeric and tag conditions, and a bare OR chain
 * next to an AND (ambiguous without parentheses).
 */
export function parseFilters(input: string): FilterExpression {
  return new Parser(tokenizeFilters(input)).parse();
}

/** Parses one condition on its own (a `numericFilters` entry), with `what` naming the parameter in errors. */
export function parseSingleCondition(input: string, what: string): Condition {
  const parser = new Parser(tokenizeFilters(input), what);
  const condition = parser.condition();
  parser.expectEnd("end of filter");
  return condition;
}

class Parser {
  private readonly tokens: Token[];
  private readonly what: string;
  private index = 0;

  constructor(tokens: Token[], what = "filters") {
    this.tokens = tokens;
    this.what = what;
  }

  parse(): FilterExpression {
    if (this.peek().type === "end") return [];
    const groups: OrGroup[] = [];
    let bareOr: Token | null = null;
    let and: Token | null = null;
    for (;;) {
      const start = this.peek();
      const { group, firstOr } = this.orChain(0);
      checkSingleKind(group, start, this);
      groups.push(group);
      bareOr ??= firstOr;
      if (!this.isKeyword("AND")) break;
      and ??= this.peek();
      this.next();
    }
    this.expectEnd("AND, OR or end of filter");
    if (bareOr && and) {
      throw this.error(`OR next to AND needs parentheses around the OR group`, bareOr);
    }
    return groups;
  }

  /** Operands joined by OR at `depth` parentheses, with the first OR (null for a lone operand). */
  private orChain(depth: number): { group: OrGroup; firstOr: Token | null } {
    const group = this.operand(depth);
    let firstOr: Token | null = null;
    while (this.isKeyword("OR")) {
      firstOr ??= this.peek();
      this.next();
      group.push(...this.operand(depth));
    }
    return { group, firstOr };
  }

  /** An operand at `depth` parentheses: nesting past the limit is refused before it is read. */
  private operand(depth: number): Condition[] {
    const token = this.peek();
    if (token.type === "(") {
      if (depth >= LIMITS.filterDepth) throw this.error(`parentheses nested deeper than the limit of ${LIMITS.filterDepth}`, token);
      this.next();
      const { group } = this.orChain(depth + 1);
      if (this.isKeyword("AND")) throw this.error("AND inside parentheses is not supported (filters are an AND of OR groups)", this.peek());
      if (this.peek().type !== ")") throw this.unexpected('OR or ")"');
      this.next();
      return group;
    }
    if (this.isKeyword("NOT")) {
      this.next();
      if (this.peek().type === "(" || this.isKeyword("NOT")) {
        throw this.error("NOT applies to one condition, not a group", this.peek());
      }
      return [{ ...this.condition(), negated: true }];
    }
    return [this.condition()];
  }

  condition(): Condition {
    const attributeToken = this.peek();
    if (!isText(attributeToken) || isKeywordToken(attributeToken)) throw this.unexpected("an attribute");
    this.next();
    const attribute = attributeToken.text;
    const token = this.peek();
    if (token.type === "op") {
      this.next();
      return { kind: "numeric", attribute, op: token.text as NumericOperator, value: this.number(), negated: false };
    }
    if (token.type !== ":") throw this.unexpected(`":" or a comparison operator after "${attribute}"`);
    this.next();
    const valueToken = this.peek();
    if (!isText(valueToken) || (valueToken.type === "word" && isKeywordToken(valueToken))) throw this.unexpected("a value");
    this.next();
    if (this.isKeyword("TO")) {
      const min = toNumber(valueToken);
      if (min === null) throw this.error(`Expected a number before TO, got "${valueToken.text}"`, valueToken);
      this.next();
      return { kind: "range", attribute, min, max: this.number(), negated: false };
    }
    return { kind: "facet", attribute, value: valueToken.text, negated: false };
  }

  expectEnd(expected: string): void {
    if (this.peek().type !== "end") throw this.unexpected(expected);
  }

  private number(): number {
    const token = this.peek();
    const value = isText(token) ? toNumber(token) : null;
    if (value === null) throw this.unexpected("a number");
    this.next();
    return value;
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token.type === "word" && token.text === word;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.type !== "end") this.index++;
    return token;
  }

  private unexpected(expected: string): FilterSyntaxError {
    const token = this.peek();
    const found = token.type === "end" ? "end of input" : `"${token.text}"`;
    return this.error(`Unexpected ${found}, expected ${expected}`, token);
  }

  error(message: string, token: Token): FilterSyntaxError {
    return new FilterSyntaxError(`${this.what}: ${message} at position ${token.position}`);
  }
}

function checkSingleKind(group: OrGroup, start: Token, parser: Parser): void {
  const kinds = new Set(group.map(kindOf));
  if (kinds.size > 1) throw parser.error("OR group mixes filter types (facet, numeric, tag)", start);
}

function kindOf(condition: Condition): string {
  if (condition.kind !== "facet") return "numeric";
  return condition.attribute === "_tags" ? "tag" : "facet";
}

function isText(token: Token): boolean {
  return token.type === "word" || token.type === "string";
}

function isKeywordToken(token: Token): boolean {
  return token.type === "word" && (token.text === "AND" || token.text === "OR" || token.text === "NOT" || token.text === "TO");
}

function toNumber(token: Token): number | null {
  return token.type === "word" && NUMBER.test(token.text) ? Number(token.text) : null;
}

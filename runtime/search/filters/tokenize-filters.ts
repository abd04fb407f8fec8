import { FilterSyntaxError } from "./filter-types.ts";

export type TokenType = "word" | "string" | "(" | ")" | ":" | "op" | "end";

export interface Token {
  type: TokenType;
  text: string;
  /** 1-based column of the token's first character, as error messages report it. */
  position: number;
}

const OPERATORS = ["<=", ">=", "!=", "<", ">", "="];
// A bare word runs until whitespace or a character that has a meaning of its own in the grammar
// (an apostrophe inside a word, as in O'Brien, is part of it; only a leading one opens a quote).
const WORD_END = /[\s():"<>=!]/;

/** Splits a `filters` string into tokens; quoted strings keep their content with `\` escapes resolved. */
export function tokenizeFilters(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")" || ch === ":") {
      tokens.push({ type: ch, text: ch, position: i + 1 });
      i++;
    } else if (ch === '"' || ch === "'") {
      const start = i;
      let text = "";
      i++;
      while (i < input.length && input[i] !== ch) {
        if (input[i] === "\\" && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw new FilterSyntaxError(`filters: Unterminated quoted string at position ${start + 1}`);
      i++;
      tokens.push({ type: "string", text, position: start + 1 });
    } else {
      const op = OPERATORS.find((candidate) => input.startsWith(candidate, i));
      if (op) {
        tokens.push({ type: "op", text: op, position: i + 1 });
        i += op.length;
        continue;
      }
      if (ch === "!") throw new FilterSyntaxError(`filters: Unexpected character "!" at position ${i + 1}`);
      const start = i;
      while (i < input.length && !WORD_END.test(input[i]!)) i++;
      tokens.push({ type: "word", text: input.slice(start, i), position: start + 1 });
    }
  }
  tokens.push({ type: "end", text: "", position: input.length + 1 });
  return tokens;
}

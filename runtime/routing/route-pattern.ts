/** A site route pattern such as `/search/{type}-cars`, compiled for matching and ranking. */
export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  names: string[];
  /** Per segment: 3 static, 2 static text around a parameter, 1 a whole-segment parameter. */
  rank: number[];
}

const PARAM = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  const rank: number[] = [];
  const segments = trimSlashes(pattern).split("/").filter(Boolean);
  const parts = segments.map((segment) => {
    const whole = /^\{[a-zA-Z_][a-zA-Z0-9_]*\}$/.test(segment);
    rank.push(whole ? 1 : segment.includes("{") ? 2 : 3);
    let source = "";
    let last = 0;
    for (const match of segment.matchAll(PARAM)) {
      source += escapeRegex(segment.slice(last, match.index));
      source += "([^/]+?)";
      names.push(match[1]!);
      last = match.index + match[0].length;
    }
    return source + escapeRegex(segment.slice(last));
  });
  return { pattern, regex: new RegExp(`^/${parts.join("/")}/?$`), names, rank };
}

/** Orders patterns so the most specific wins: static segments beat parameters, left to right. */
export function compareSpecificity(a: CompiledPattern, b: CompiledPattern): number {
  const length = Math.max(a.rank.length, b.rank.length);
  for (let i = 0; i < length; i++) {
    const difference = (b.rank[i] ?? 0) - (a.rank[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.pattern.localeCompare(b.pattern);
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

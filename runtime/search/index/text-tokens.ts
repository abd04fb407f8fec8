const WORD = /[\p{L}\p{N}]+/gu;

/** Words of a text as the full-text index sees them: letters and digits, case and accents folded. */
export function textTokens(text: string): string[] {
  return (text.match(WORD) ?? []).map(foldTerm);
}

export function foldTerm(term: string): string {
  // Most terms are plain ASCII, which has no accents to strip.
  return /[^\x00-\x7f]/.test(term) ? term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() : term.toLowerCase();
}

/** Longer words are matched without typos: finding a word's typo matches costs work in proportion to its length. */
const LONGEST_TYPO_WORD = 32;

/** The most typos a query word is allowed. */
const MOST_TYPOS = 2;

/**
 * Typos allowed in a query word (Algolia's defaults: one from 4 letters, two from 8). Words with digits get
 * none: stock numbers, VINs, regos and years are identifiers, and U00011 is not a typo of U00010. Words past
 * LONGEST_TYPO_WORD get none either, so typo matching costs bounded work per word whatever its length.
 */
export function typosAllowed(word: string): number {
  if (/\d/.test(word) || word.length > LONGEST_TYPO_WORD) return 0;
  return word.length >= 8 ? MOST_TYPOS : word.length >= 4 ? 1 : 0;
}

/**
 * Whether an indexed term can be a typo match of some query word. Only words without digits are allowed typos,
 * and each digit of the term is then one typo at least (changed or left out), so a term with more digits than
 * the most typos a word may have (a stock number, most VINs and regos) only ever matches exactly or as a prefix.
 */
export function typoReachable(term: string): boolean {
  let digits = 0;
  for (let i = 0; i < term.length; i++) {
    const code = term.charCodeAt(i);
    if (code >= 48 && code <= 57 && ++digits > MOST_TYPOS) return false;
  }
  return true;
}

/** Word spans of a text with their folded form, for highlighting in place. */
export function wordSpans(text: string): { start: number; end: number; term: string }[] {
  return [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, term: foldTerm(match[0]) }));
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

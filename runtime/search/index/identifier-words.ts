/** How many pairs added since the words were last put in order a lookup reads one by one rather than sorting. */
const UNORDERED_LIMIT = 1024;

/**
 * The words of the identifier fields (stock number, VIN, rego) that no typo can reach (see `typoReachable`), each
 * with its posting (slot and field mask, as the text index packs them), as pairs in two parallel arrays sorted by
 * word. Such words are unique to a car, so a radix tree node, a map entry and a postings array per word (what the
 * text index keeps for other words) cost far more than one pair; and they are only ever looked up exactly or as a
 * prefix, which a binary search over the sorted words answers. Pairs are appended as cars are added; a lookup
 * reads the ones added since the words were last put in order one by one, until there are more than
 * UNORDERED_LIMIT of them (after the first load, or many changes): it then sorts them and merges them into the
 * ones in order, so a lookup after a single change does not copy every pair.
 */
export class IdentifierWords {
  private words: string[] = [];
  private postings: number[] = [];
  /** How many leading pairs are in order; the rest were added since they were last put in order. */
  private ordered = 0;

  add(word: string, posting: number): void {
    this.words.push(word);
    this.postings.push(posting);
  }

  /** Calls `visit` with the posting of every pair whose word is `word`, or (`asPrefix`) starts with it. */
  forEach(word: string, asPrefix: boolean, visit: (posting: number) => void): void {
    if (this.words.length - this.ordered > UNORDERED_LIMIT) this.putInOrder();
    const { words, postings, ordered } = this;
    const matches = (found: string) => found === word || (asPrefix && found.startsWith(word));
    for (let i = firstAtOrAfter(words, ordered, word); i < ordered && matches(words[i]!); i++) visit(postings[i]!);
    for (let i = ordered; i < words.length; i++) if (matches(words[i]!)) visit(postings[i]!);
  }

  private putInOrder(): void {
    const { words, postings, ordered } = this;
    const added = Array.from({ length: words.length - ordered }, (_, i) => ordered + i).sort((a, b) => compare(words[a]!, words[b]!));
    const mergedWords: string[] = [];
    const mergedPostings: number[] = [];
    let old = 0;
    for (const next of added) {
      while (old < ordered && compare(words[old]!, words[next]!) <= 0) {
        mergedWords.push(words[old]!);
        mergedPostings.push(postings[old++]!);
      }
      mergedWords.push(words[next]!);
      mergedPostings.push(postings[next]!);
    }
    for (; old < ordered; old++) {
      mergedWords.push(words[old]!);
      mergedPostings.push(postings[old]!);
    }
    this.words = mergedWords;
    this.postings = mergedPostings;
    this.ordered = mergedWords.length;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The index of the first word not before `word` among the first `end` words, which are in order. */
function firstAtOrAfter(words: readonly string[], end: number, word: string): number {
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

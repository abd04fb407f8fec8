import { describe, expect, it } from "vitest";
import { IdentifierWords } from "./identifier-words.ts";

const found = (words: IdentifierWords, word: string, asPrefix: boolean) => {
  const postings: number[] = [];
  words.forEach(word, asPrefix, (posting) => postings.push(posting));
  return postings.sort((a, b) => a - b);
};
const stocknum = (n: number) => `s${String(n).padStart(5, "0")}`;

describe("identifier words", () => {
  it("find a word's postings exactly or as a prefix", () => {
    const words = new IdentifierWords();
    for (const [word, posting] of [["u00012", 1], ["1m8gdm9axkp042788", 2], ["u00011", 3], ["u0001", 4], ["u00012", 5], ["abc123", 6]] as const) {
      words.add(word, posting);
    }
    expect(found(words, "u00012", false)).toEqual([1, 5]);
    expect(found(words, "u0001", false)).toEqual([4]);
    expect(found(words, "u0001", true)).toEqual([1, 3, 4, 5]);
    expect(found(words, "u00013", true)).toEqual([]);
    expect(found(words, "1m8gdm9", true)).toEqual([2]);
    expect(found(words, "1m8gdm9", false)).toEqual([]);
    expect(found(words, "zzz999", true)).toEqual([]);
  });

  it("find words in order and words added since, a few or many, in any order of adding", () => {
    const words = new IdentifierWords();
    for (let n = 4000; n > 0; n -= 2) words.add(stocknum(n), n);
    expect(found(words, stocknum(10), false)).toEqual([10]);
    expect(found(words, stocknum(11), false)).toEqual([]);
    // A few added since the words were put in order, then many.
    words.add(stocknum(11), 11);
    words.add(stocknum(10), 5000);
    expect(found(words, stocknum(11), false)).toEqual([11]);
    expect(found(words, stocknum(10), false)).toEqual([10, 5000]);
    expect(found(words, "s0001", true)).toEqual([10, 11, 12, 14, 16, 18, 5000]);
    for (let n = 1; n < 4000; n += 2) if (n !== 11) words.add(stocknum(n), n);
    expect(found(words, "s0001", true)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 5000]);
    expect(found(words, "s0", true)).toHaveLength(4001);
    expect(found(words, "s03999", false)).toEqual([3999]);
    words.add("a00001", 6000);
    expect(found(words, "a", true)).toEqual([6000]);
    expect(found(words, "s", true)).toHaveLength(4001);
  });
});

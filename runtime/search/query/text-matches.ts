import { textTokens } from "../index/text-tokens.ts";
import { VersionedLru } from "./lru.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { TextResult } from "../index/text-index.ts";

/** Full-text results cached per index version: the disjunctive requests of one search repeat its query. */
export class TextMatches {
  private readonly index: CarIndex;
  private readonly cache = new VersionedLru<TextResult>(64);

  constructor(index: CarIndex) {
    this.index = index;
  }

  get(query: string, fields: readonly string[] | null): TextResult {
    const key = `${fields?.join(",") ?? "*"}\u0000${textTokens(query).join(" ")}`;
    return this.cache.get(this.index.version, key, () => this.index.text.match(query, fields, this.index.capacity));
  }
}

import { listingOf, type SearchRecord } from "../index/car-record.ts";
import { retrieve } from "./build-hit.ts";
import { addCounted, type JsonText } from "./json-text.ts";
import type { CarIndex } from "../index/car-index.ts";

/** Attribute lists whose texts are kept at once: a site's pages ask for one or two. */
const LISTS_KEPT = 4;
/** The key of the whole listing (no attributesToRetrieve), which no list's key can be: they are joined names. */
const WHOLE_LISTING = "*";

/** One attribute list's texts by slot, and their lengths in bytes. */
interface Kept {
  texts: (string | undefined)[];
  bytes: number[];
}

/**
 * Hits' JSON by slot, per attribute list: writing a page reads its hits' texts from one dense array. Reaching
 * each through its record to a text cached there cost a cache miss or two per hit, most of writing the hits.
 * A slot's record never changes (a changed car takes a new slot), so a text stays right until its slot dies,
 * when it is dropped, or the index is rebuilt and renumbers the slots, when they all are. Each text's length in
 * UTF-8 is kept with it, so an answer counts its bytes without measuring its hits (see json-text.ts).
 */
export class HitTexts {
  private readonly index: CarIndex;
  /** Texts by slot, by attribute list key; the least recently used list is dropped past LISTS_KEPT. */
  private readonly lists = new Map<string, Kept>();
  private lastKey: string | null = null;
  private lastKept: Kept = { texts: [], bytes: [] };
  private generation = -1;
  private diedSeen = 0;

  constructor(index: CarIndex) {
    this.index = index;
  }

  /** The JSON of a hit's attributes: `key` names the list (see keyOf in build-hit.ts), null the whole listing. */
  textOf(slot: number, record: SearchRecord, attributes: string[] | null, key: string | null): string {
    return this.textIn(this.keptFor(key ?? WHOLE_LISTING), slot, record, attributes);
  }

  /** Adds a hit's text to an answer with its length in bytes, kept with it. */
  addText(out: JsonText, slot: number, record: SearchRecord, attributes: string[] | null, key: string | null): void {
    const kept = this.keptFor(key ?? WHOLE_LISTING);
    addCounted(out, this.textIn(kept, slot, record, attributes), kept.bytes[slot]!);
  }

  /** The length in UTF-8 bytes of the slot's text, as textOf last gave it for the same list. */
  bytesOf(slot: number, key: string | null): number {
    return this.keptFor(key ?? WHOLE_LISTING).bytes[slot]!;
  }

  private textIn({ texts, bytes }: Kept, slot: number, record: SearchRecord, attributes: string[] | null): string {
    // Pushed up to the slot, not assigned past the end: an array with a gap becomes a slow dictionary.
    while (texts.length <= slot) {
      texts.push(undefined);
      bytes.push(0);
    }
    let text = texts[slot];
    if (text === undefined) {
      text = texts[slot] = JSON.stringify(attributes === null ? listingOf(record) : retrieve(record, attributes));
      bytes[slot] = Buffer.byteLength(text);
    }
    return text;
  }

  private keptFor(key: string): Kept {
    this.catchUp();
    // Every hit of a page asks for the same list: only a change of list reorders them.
    if (key === this.lastKey) return this.lastKept;
    let kept = this.lists.get(key);
    if (kept === undefined) {
      if (this.lists.size >= LISTS_KEPT) this.lists.delete(this.lists.keys().next().value!);
      kept = { texts: [], bytes: [] };
    } else this.lists.delete(key);
    this.lists.set(key, kept);
    this.lastKey = key;
    this.lastKept = kept;
    return kept;
  }

  private catchUp(): void {
    const { index } = this;
    if (index.generation !== this.generation) {
      this.lists.clear();
      this.lastKey = null;
      this.generation = index.generation;
      this.diedSeen = index.died.length;
      return;
    }
    for (; this.diedSeen < index.died.length; this.diedSeen++) {
      const slot = index.died[this.diedSeen]!;
      for (const { texts } of this.lists.values()) if (slot < texts.length) texts[slot] = undefined;
    }
  }
}

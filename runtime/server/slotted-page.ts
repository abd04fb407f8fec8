/**
 * A page's bytes cut where each answer writes values of its own (its nonce, its view's key): cut once when the
 * page is rendered, then joined with each answer's values, so a page sent again is never read as text again.
 */
export interface SlottedPage {
  /** The bytes between the slots: one more than there are slots. */
  pieces: Buffer[];
  /** Which value goes after each piece but the last, as an index into the slot texts the page was cut at. */
  slots: number[];
}

/** Cuts a page at every place one of the slot texts stands. */
export function cutAtSlots(page: Buffer, slotTexts: readonly string[]): SlottedPage {
  const patterns = slotTexts.map((text) => Buffer.from(text));
  const found: Array<{ at: number; slot: number }> = [];
  patterns.forEach((pattern, slot) => {
    for (let at = page.indexOf(pattern); at !== -1; at = page.indexOf(pattern, at + pattern.length)) found.push({ at, slot });
  });
  found.sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, slot } of found) {
    pieces.push(page.subarray(from, at));
    from = at + patterns[slot]!.length;
  }
  pieces.push(page.subarray(from));
  return { pieces, slots: found.map((entry) => entry.slot) };
}

/** The page with each slot's value (by the index of its slot text) where the slot stood. */
export function fillSlots(page: SlottedPage, values: readonly string[]): Buffer {
  const bytes = values.map((value) => Buffer.from(value));
  const parts: Buffer[] = [page.pieces[0]!];
  page.slots.forEach((slot, i) => parts.push(bytes[slot]!, page.pieces[i + 1]!));
  return Buffer.concat(parts);
}

/**
 * JSON text and its length in UTF-8 bytes, counted piece by piece as it is written: measuring a finished answer
 * made V8 copy its hundred-odd pieces into one string first, only for the socket write to copy it again.
 */
export interface JsonText {
  text: string;
  bytes: number;
}

/** Adds a piece, measuring it. */
export function add(out: JsonText, piece: string): void {
  out.text += piece;
  out.bytes += Buffer.byteLength(piece);
}

/** Adds a piece known to be ASCII, one byte a character: the writers' own punctuation and keys. */
export function addAscii(out: JsonText, piece: string): void {
  out.text += piece;
  out.bytes += piece.length;
}

/** Adds a piece whose length in bytes is already known. */
export function addCounted(out: JsonText, piece: string, bytes: number): void {
  out.text += piece;
  out.bytes += bytes;
}

import { isUtf8 } from "node:buffer";
import type { FeedProblem } from "./feed-problem.ts";

export type FeedEncoding = "utf-8" | "windows-1252";

export interface DecodedFeed {
  text: string;
  /** Lines (1-based) whose bytes are not text in the feed's encoding: their rows are rejected. */
  badLines: Set<number>;
  problems: FeedProblem[];
}

/**
 * The feed's bytes as text. A byte order mark wins over the configured encoding (UTF-8 or UTF-16); a UTF-8
 * feed's lines that are not UTF-8 are reported one by one (often an export in windows-1252).
 */
export function decodeFeed(bytes: Uint8Array, encoding: FeedEncoding): DecodedFeed {
  const none = { badLines: new Set<number>(), problems: [] };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeUtf8(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), ...none };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), ...none };
  if (encoding === "windows-1252") return { text: new TextDecoder("windows-1252").decode(bytes), ...none };
  return decodeUtf8(bytes);
}

function decodeUtf8(bytes: Uint8Array): DecodedFeed {
  const text = new TextDecoder("utf-8").decode(bytes);
  const badLines = new Set<number>();
  const problems: FeedProblem[] = [];
  if (!isUtf8(bytes)) {
    let start = 0;
    for (let line = 1; start <= bytes.length; line++) {
      const newline = bytes.indexOf(0x0a, start);
      const end = newline === -1 ? bytes.length : newline;
      if (!isUtf8(bytes.subarray(start, end))) {
        badLines.add(line);
        problems.push({ where: `line ${line}`, field: "", message: "not UTF-8 text (if the dealer system exports windows-1252, set the feed's encoding)" });
      }
      if (newline === -1) break;
      start = newline + 1;
    }
  }
  return { text, badLines, problems };
}

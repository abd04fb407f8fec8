/** A record that could not be read: where ("line 4"), which cell ("" for the record as a whole), what. */
export interface CsvProblem {
  where: string;
  field: string;
  message: string;
}

export interface CsvRecord {
  /** Line the record starts on (1-based); a quoted cell may carry it over several lines. */
  line: number;
  cells: string[];
}

export type CsvItem = { record: CsvRecord } | { problem: CsvProblem };

// No CSV parser is installed, and RFC 4180 is small: this reads it record by record, reporting bad quoting
// with its line and going on with the next line. Stock feeds and the sites' parts catalogues are read with it.
/** Reads RFC 4180 CSV (comma separated, `"` quoted with `""` inside, CRLF or LF) one record at a time; blank lines are skipped. */
export function* readCsv(text: string): Generator<CsvItem> {
  let at = 0;
  let line = 1;
  while (at < text.length) {
    const start = line;
    const cells: string[] = [];
    let cell = "";
    let quoted = false;
    let problem: string | null = null;
    let end = false;
    while (!end) {
      const char = text[at];
      if (char === undefined) {
        if (quoted) problem = `the quoted cell opened on line ${start} is never closed`;
        end = true;
      } else if (quoted) {
        at += 1;
        if (char === '"') {
          if (text[at] === '"') {
            cell += '"';
            at += 1;
          } else {
            quoted = false;
            const next = text[at];
            if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") problem = `text after the closing quote of cell ${cells.length + 1}`;
          }
        } else if (char === "\n") {
          line += 1;
          cell += char;
        } else {
          const stop = runEnd(text, at, QUOTED_STOPS);
          cell += text.slice(at - 1, stop);
          at = stop;
        }
      } else if (char === ",") {
        cells.push(cell);
        cell = "";
        at += 1;
      } else if (char === "\n" || char === "\r") {
        at += char === "\r" && text[at + 1] === "\n" ? 2 : 1;
        line += 1;
        end = true;
      } else if (char === '"') {
        at += 1;
        if (cell === "") quoted = true;
        else problem = `a quote inside unquoted cell ${cells.length + 1} (quote the whole cell and double the quote)`;
      } else {
        const stop = runEnd(text, at + 1, UNQUOTED_STOPS);
        cell += text.slice(at, stop);
        at = stop;
      }
      if (problem) break;
    }
    if (problem) {
      yield { problem: { where: `line ${start}`, field: "", message: problem } };
      // Go on at the next line, so one bad row does not hide the problems of the rest.
      const next = text.indexOf("\n", at);
      at = next === -1 ? text.length : next + 1;
      if (next !== -1) line += 1;
      continue;
    }
    cells.push(cell);
    if (cells.length === 1 && cells[0] === "") continue;
    yield { record: { line: start, cells } };
  }
}

// Character codes that end a run of plain characters: taking a run as one slice, not a character at a time,
// spares a large feed a string per character.
const QUOTED_STOPS = new Set([34, 10]);
const UNQUOTED_STOPS = new Set([44, 10, 13, 34]);

function runEnd(text: string, from: number, stops: ReadonlySet<number>): number {
  let at = from;
  while (at < text.length && !stops.has(text.charCodeAt(at))) at += 1;
  return at;
}

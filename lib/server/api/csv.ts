import "server-only";

export type CsvCell = string | number | null | undefined;

/**
 * OWASP CSV injection: a spreadsheet may run a text cell as a formula (or a DDE command) when it starts with
 * = + - @ |, with a tab, CR or LF, or with any of those after leading spaces. Their full-width and small forms
 * (＝ ＋ － ＠ ｜, ﹦ ﹢ ﹣ ﹫) are folded to them by NFKC, as an East Asian spreadsheet's input does, so the check
 * reads the folded text. Such a cell gets a leading apostrophe: shown as typed, never run. Numbers are written
 * as numbers (a plus handicap stays −2).
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@|])/;

const mayRunAsFormula = (text: string) => FORMULA_START.test(text.normalize("NFKC"));

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && mayRunAsFormula(value) ? `'${value}` : String(value);
  // RFC 4180 §2: a field with a comma, quote or line break is quoted, and its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: CRLF after every record, the header first. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** A file name's stem that every browser and shell accepts: letters, digits and dashes. */
export function fileSlug(...parts: string[]): string {
  const slug = parts
    .join("-")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return slug || "export";
}

export const csvFileName = (...parts: string[]): string => `${fileSlug(...parts)}.csv`;

/**
 * A CSV download (RFC 7111 text/csv with its header row). The byte-order mark makes spreadsheets read the
 * UTF-8 names (Zoë, O’Brien) as UTF-8 rather than the local code page.
 */
export function csvResponse(fileName: string, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): Response {
  return new Response(`\uFEFF${toCsv(rows)}`, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * RFC 4180 records of a CSV text, as spreadsheets save it: quoted fields with doubled quotes and line breaks,
 * CRLF or LF, a leading byte-order mark dropped, blank lines skipped. A cell exported with the apostrophe that
 * guards against formulas is read without it.
 */
export function readCsv(text: string): Array<{ line: number; cells: string[] }> {
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) {
      records.push({ line: recordLine, cells: cells.map((value) => value.trim().replace(/^'(?=[=+\-@|\t])/, "")) });
    }
    cells = [];
    cell = "";
  };
  for (let at = 0; at < source.length; at++) {
    const char = source[at] as string;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  endRecord();
  return records;
}

import { describe, expect, it } from "vitest";
import { csvFileName, csvResponse, toCsv } from "@/lib/server/api/csv";

describe("toCsv (RFC 4180)", () => {
  it("ends every record with CRLF and leaves plain cells bare", () => {
    expect(
      toCsv([
        ["Rank", "Player"],
        [1, "Ann A"],
        [2, null],
      ]),
    ).toBe("Rank,Player\r\n1,Ann A\r\n2,\r\n");
  });

  it("quotes cells with a comma, quote or line break and doubles their quotes", () => {
    expect(toCsv([['Smith, "Smudge"', "two\nlines", "cr\r"]])).toBe('"Smith, ""Smudge""","two\nlines","cr\r"\r\n');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 7700", "'+44 7700"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["\rReturn", '"\'\rReturn"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["＝HYPERLINK(1)", "'＝HYPERLINK(1)"],
    ["＋44", "'＋44"],
    ["－2", "'－2"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
    ["﹦1+1", "'﹦1+1"],
    ["|calc", "'|calc"],
    ["｜calc", "'｜calc"],
    [" =1+1", "' =1+1"],
    ["\u3000＝1+1", "'\u3000＝1+1"],
    ["\u00a0+1", "'\u00a0+1"],
    ["\nLine", '"\'\nLine"'],
  ])("never lets a spreadsheet run %j as a formula", (name, cell) => {
    expect(toCsv([[name]])).toBe(`${cell}\r\n`);
  });

  it.each(["Ann O'Brien", "T3", "5 (not counted)", "2026-06-07 Links (double points)", "Zoë = Zed"])(
    "leaves %j as it is",
    (text) => {
      expect(toCsv([[text]])).toBe(`${text}\r\n`);
    },
  );

  it("keeps numbers as numbers, negatives included (a plus handicap is −2)", () => {
    expect(toCsv([[-2, 4.5, 0]])).toBe("-2,4.5,0\r\n");
  });
});

describe("csvFileName and csvResponse", () => {
  it("makes a file name of letters, digits and dashes", () => {
    expect(csvFileName('Zoë\'s "Club"', "2026-06-07", "Links 1")).toBe("zoe-s-club-2026-06-07-links-1.csv");
    expect(csvFileName("!!!")).toBe("export.csv");
  });

  it("answers a UTF-8 attachment with its header row declared", async () => {
    const response = csvResponse("x.csv", [["a"]]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]);
  });
});

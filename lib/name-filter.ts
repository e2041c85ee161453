/**
 * Every name filter in the app: the text typed matches the start of a first or last name (or of several
 * names in a row), however it was typed. A phone's keyboard inserts ’ for ', people skip accents and
 * hyphens, and "O Brien", "obrien", "o'brien" and "O’Brien" all mean Dan O'Brien.
 */
export function matchesName(fullName: string, query: string): boolean {
  const wanted = compact(fold(query));
  if (wanted === "") return true;
  const name = fold(fullName);
  return wordStarts(name).some((start) => compact(name.slice(start)).startsWith(wanted));
}

// Letters that Unicode does not decompose into a base letter and a mark.
const LETTERS: Record<string, string> = { ø: "o", ł: "l", đ: "d", ð: "d", æ: "ae", œ: "oe", ß: "ss", ı: "i", þ: "th" };

// Apostrophes and their look-alikes: ' ’ ‘ ʼ ʻ ` ´ ′ ＇
const APOSTROPHES = /['\u2019\u2018\u02BC\u02BB`\u00B4\u2032\uFF07]/g;
// Hyphens and dashes of every width, and the minus sign.
const DASHES = /[\p{Pd}\u2212]/gu;
const SEPARATOR = /[\s'\-.]/;

/** Lower case without accents, every apostrophe as ', every dash as -, and spaces collapsed. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[øłđðæœßıþ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(APOSTROPHES, "'")
    .replace(DASHES, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where each word of a folded name begins: its start and after every space, apostrophe, hyphen or dot. */
function wordStarts(name: string): number[] {
  const starts = [0];
  for (let index = 1; index < name.length; index += 1) {
    if (SEPARATOR.test(name.charAt(index - 1)) && !SEPARATOR.test(name.charAt(index))) starts.push(index);
  }
  return starts;
}

const compact = (text: string) => text.replace(/[\s'\-.]+/g, "");

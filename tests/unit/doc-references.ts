import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";

/** Where code explains itself: every file here may cite the repository's documents, and every citation must resolve. */
export const CITING_ROOTS = [
  "app",
  "components",
  "lib",
  "tests",
  "scripts",
  "bench",
  "proxy.ts",
  "ARCHITECTURE.md",
  "README.md",
  "CONTRIBUTING.md",
];
const CITING_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|md)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "generated"]);

/** A document a file names (`docs/golf-rules.md#stableford-points`), or a section sign that names no file (target null). */
export type DocReference = { file: string; line: number; text: string; target: string | null; anchor: string | null };

/**
 * GitHub's heading anchors: lowercase, every character other than a letter, digit, space, hyphen or underscore
 * removed, each space a hyphen. A repeated heading gets -1, -2, … in order of appearance.
 */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown document's headings (ATX `#` headings outside code fences), duplicates numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    // A link in a heading shows only its text.
    const base = slugify((heading[1] ?? "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const MD_TOKEN = /(?<![\w/.-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]*))?/g;
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const SECTION_SIGN = /\u00a7/g;
/** External standards keep their own section signs ("RFC 9457" then the sign); any other sign cites nothing. */
const STANDARD_SECTION = /RFC \d+ $/;

/**
 * References in one file's text. A Markdown document's links and paths resolve from its own folder, as a reader
 * of the rendered page follows them; code names repository-relative paths.
 */
export function findReferences(file: string, text: string): DocReference[] {
  const references: DocReference[] = [];
  const isMarkdown = file.endsWith(".md");
  const base = isMarkdown ? posix.dirname(file) : ".";
  const resolve = (path: string) => (path === "" ? file : posix.normalize(posix.join(base, path)));
  for (const [at, line] of text.split("\n").entries()) {
    const add = (target: string | null, anchor: string | null) =>
      references.push({ file, line: at + 1, text: line.trim(), target, anchor });
    const linkSpans: Array<[number, number]> = [];
    if (isMarkdown) {
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        const start = match.index ?? 0;
        linkSpans.push([start, start + match[0].length]);
        const url = match[1] ?? "";
        if (/^[a-z][a-z+.-]*:/i.test(url)) continue;
        const [path = "", anchor] = url.split("#");
        if (path === "" || path.endsWith(".md")) add(resolve(path), anchor ?? null);
      }
    }
    for (const match of line.matchAll(MD_TOKEN)) {
      const start = match.index ?? 0;
      if (linkSpans.some(([from, to]) => start >= from && start < to)) continue;
      add(resolve(match[1] ?? ""), match[2] ?? null);
    }
    for (const match of line.matchAll(SECTION_SIGN)) {
      if (!STANDARD_SECTION.test(line.slice(0, match.index))) add(null, null);
    }
  }
  return references;
}

/** Why a reference does not resolve, or null when it does. */
export function brokenReason(root: string, reference: DocReference): string | null {
  if (reference.target === null) return "a section sign cites no document: link a heading of docs/ instead";
  const path = join(root, reference.target);
  if (!existsSync(path) || !statSync(path).isFile()) return `${reference.target} is not a file of the repository`;
  if (reference.anchor === null) return null;
  if (reference.anchor === "") return "an empty anchor";
  const anchors = headingAnchors(readFileSync(path, "utf8"));
  return anchors.has(reference.anchor) ? null : `${reference.target} has no heading #${reference.anchor}`;
}

function walk(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return CITING_EXTENSIONS.test(entry) ? [entry] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .flatMap((name) => walk(root, posix.join(entry, name)));
}

/** Every citing file of the repository (generated code excluded), and the documents of docs/. */
export function citingFiles(root: string): string[] {
  const docs = walk(root, "docs").filter((file) => file.endsWith(".md"));
  return [...CITING_ROOTS.flatMap((entry) => walk(root, entry)), ...docs];
}

export function brokenReferences(root: string): string[] {
  return citingFiles(root).flatMap((file) =>
    findReferences(file, readFileSync(join(root, file), "utf8")).flatMap((reference) => {
      const reason = brokenReason(root, reference);
      return reason ? [`${reference.file}:${reference.line}: ${reason} (${reference.text.slice(0, 120)})`] : [];
    }),
  );
}

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brokenReferences, findReferences, headingAnchors, slugify } from "./doc-references";

// Written piecewise so that this file's own examples are not references the repository scan would follow.
const MD = ".md";
const SECTION = "\u00a7";

describe("GitHub heading anchors", () => {
  it.each([
    ["Stableford points", "stableford-points"],
    ["Net double bogey and 36 points", "net-double-bogey-and-36-points"],
    ["Vector (a): full cards", "vector-a-full-cards"],
    ["Draw, close and reopen", "draw-close-and-reopen"],
    ["The public surface of `lib/golf`", "the-public-surface-of-libgolf"],
    ["Course handicap — WHS Rule 6.1", "course-handicap--whs-rule-61"],
    ["snake_case stays", "snake_case-stays"],
    ["Éclectic scores", "éclectic-scores"],
  ])("%s → #%s", (heading, slug) => {
    expect(slugify(heading)).toBe(slug);
  });

  it("numbers repeated headings and ignores headings inside code fences", () => {
    const markdown = [
      "# Rules",
      "## Example",
      "```",
      "## Not a heading",
      "```",
      "## Example",
      "### [Linked](x" + MD + ")",
    ].join("\n");
    expect([...headingAnchors(markdown)]).toEqual(["rules", "example", "example-1", "linked"]);
  });
});

describe("finding references", () => {
  it("finds document paths with and without anchors, and section signs that cite nothing", () => {
    const code = [
      `// Points: docs/golf-rules${MD}#stableford-points`,
      `// see ARCHITECTURE${MD}`,
      `// spec ${SECTION}4: the next hole`,
      `// an If-None-Match match (RFC 9110 ${SECTION}13.1.2)`,
    ].join("\n");
    expect(findReferences("lib/x.ts", code).map(({ target, anchor }) => [target, anchor])).toEqual([
      [`docs/golf-rules${MD}`, "stableford-points"],
      [`ARCHITECTURE${MD}`, null],
      [null, null],
    ]);
  });

  it("resolves a document's links and paths from its own folder, the link's text aside", () => {
    const markdown = `See [ARCHITECTURE${MD}](../ARCHITECTURE${MD}#layers) and [the draw](golf-rules${MD}#the-draw), or [below](#sources).`;
    expect(findReferences(`docs/screens-and-api${MD}`, markdown).map(({ target, anchor }) => [target, anchor])).toEqual(
      [
        [`ARCHITECTURE${MD}`, "layers"],
        [`docs/golf-rules${MD}`, "the-draw"],
        [`docs/screens-and-api${MD}`, "sources"],
      ],
    );
  });
});

describe("every document reference in the repository resolves", () => {
  const scratch = mkdtempSync(join(tmpdir(), "doc-links-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  };
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("reports a missing file, a missing heading and an unlinked section sign in a scanned tree", () => {
    write(`docs/golf-rules${MD}`, "# Golf rules\n\n## Stableford points\n");
    write("lib/golf/card.ts", `// docs/golf-rules${MD}#stableford-points\n// docs/golf-rules${MD}#stableford\n`);
    write("components/a.tsx", `// docs/live-scoring${MD}\n/** spec ${SECTION}2.4 */\n`);
    expect(brokenReferences(scratch)).toEqual([
      `components/a.tsx:1: docs/live-scoring${MD} is not a file of the repository (// docs/live-scoring${MD})`,
      `components/a.tsx:2: a section sign cites no document: link a heading of docs/ instead (/** spec ${SECTION}2.4 */)`,
      `lib/golf/card.ts:2: docs/golf-rules${MD} has no heading #stableford (// docs/golf-rules${MD}#stableford)`,
    ]);
  });

  it("in app/, components/, lib/, tests/, scripts/, bench/, proxy.ts, ARCHITECTURE.md, README.md, CONTRIBUTING.md and docs/", () => {
    expect(brokenReferences(process.cwd())).toEqual([]);
  });
});

describe("the contributing checklists", () => {
  it("name only files and folders that exist (a <placeholder> stands for a name the contributor chooses)", () => {
    const text = readFileSync("CONTRIBUTING.md", "utf8");
    const paths = [...text.matchAll(/`([\w.()[\]%-]+(?:\/[\w.()[\]%-]+)+\/?)`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });
});

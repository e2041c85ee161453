import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// What a phone downloads before a page works is every module a client component reaches by a static import
// (bench/http/page-budgets.ts). zod is 32 kB of it gzipped and the server already parses what it answers, so no
// client module may reach it: contracts are called through their routes (lib/contracts/routes), and a form that
// checks a body before sending loads the schema with import() on submit. Type imports cost nothing.
const FORBIDDEN = [/^zod(\/(?!mini$).*)?$/];
const SOURCE_ROOTS = ["app", "components", "lib"];
const SOURCE_FILE = /\.(ts|tsx)$/;

function sourceFiles(entry: string): string[] {
  if (statSync(entry).isFile()) return SOURCE_FILE.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => sourceFiles(posix.join(entry, name)));
}

const isClientBoundary = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

/** The modules a file loads when it loads: static imports and re-exports that are not erased as types. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const erased =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      return erased ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** A specifier as a file of this repository, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? posix.join(posix.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Each forbidden package a client boundary reaches, with the chain of imports that reaches it. */
function forbiddenChains(boundaries: string[]): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (FORBIDDEN.some((pattern) => pattern.test(specifier))) chains.push([...chain, file, specifier].join(" → "));
      const next = resolve(file, specifier);
      if (next && SOURCE_FILE.test(next)) walk(next, [...chain, file]);
    }
  };
  for (const boundary of boundaries) walk(boundary, []);
  return chains;
}

describe("client bundles", () => {
  const boundaries = SOURCE_ROOTS.flatMap(sourceFiles).filter(isClientBoundary);

  it("find the client components", () => {
    expect(boundaries.length).toBeGreaterThan(50);
  });

  it("reach zod from no client component", { timeout: 60_000 }, () => {
    expect(forbiddenChains(boundaries)).toEqual([]);
  });
});

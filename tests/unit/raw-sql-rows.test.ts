import { readdirSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = "lib/server";
/** Prisma's generated client declares $queryRaw itself. */
const GENERATED = "lib/server/db/generated";
/** The one caller of $queryRaw: it parses every row with the caller's zod schema. */
const QUERY_ROWS = "lib/server/db/query-rows.ts";
/** A raw read whose rows would be only asserted (`$queryRaw<Row[]>`) or not typed at all. */
const RAW_READ = /\$queryRaw(Unsafe)?\b/;

function serverFiles(entry: string): string[] {
  if (entry === GENERATED) return [];
  if (statSync(entry).isFile()) return /\.tsx?$/.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => serverFiles(posix.join(entry, name)));
}

describe("rows read with raw SQL", () => {
  it("are parsed by a schema (queryRows), never read with $queryRaw or $queryRawUnsafe and an asserted type", () => {
    const files = serverFiles(SERVER);
    expect(files).toContain(QUERY_ROWS);
    const raw = files
      .filter((file) => file !== QUERY_ROWS)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (RAW_READ.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(raw).toEqual([]);
  });
});

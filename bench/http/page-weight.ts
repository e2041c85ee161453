// First-load JavaScript of every page route, from the production build in .next: the framework's root chunks
// (build-manifest.json rootMainFiles; the polyfills are nomodule and skipped by every current browser) and the
// chunks of each segment the route renders (its page_client-reference-manifest.js entryJSFiles: the page, its
// layouts, loading and error boundaries), each counted once and gzipped as the server sends them.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

export type RouteWeight = { route: string; kilobytes: number; chunks: number };

const BUILD = ".next";

function manifestsOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name === "page_client-reference-manifest.js"
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

/** "/(app)/sweeps/[sweepId]/page" → "/sweeps/[sweepId]": the URL pattern, without route groups. */
const routeOf = (key: string) =>
  key
    .replace(/\/page$/, "")
    .split("/")
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .join("/") || "/";

export function firstLoadJs(): RouteWeight[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(BUILD, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, zlib.gzipSync(fs.readFileSync(path.join(BUILD, chunk))).length);
    return gzipped.get(chunk)!;
  };
  const weights = manifestsOf(path.join(BUILD, "server/app")).flatMap((file) => {
    const sandbox = {
      globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> },
    };
    vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
    return Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {}).map(([key, manifest]) => {
      const chunks = new Set([...buildManifest.rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()]);
      const bytes = [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0);
      return { route: routeOf(key), kilobytes: bytes / 1000, chunks: chunks.size };
    });
  });
  return weights.sort((a, b) => a.route.localeCompare(b.route));
}

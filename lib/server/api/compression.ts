import "server-only";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

// Next compresses what it answers for a client that accepts gzip; an answer this small gains nothing below this.
export const COMPRESS_FROM_BYTES = 1_024;

export const acceptsGzip = (acceptEncoding: string | null | undefined): boolean =>
  /\bgzip\b/i.test(acceptEncoding ?? "");

/**
 * Compressed bodies by their ETag (./etag.ts: a digest of the JSON, so one tag is one body). An answer the server
 * keeps is the same body for every phone that polls it, so the direct routes compress it once rather than on every
 * request: compressing the order of merit of ten seasons (over a megabyte of JSON) took tens of milliseconds of the
 * process's one thread, each time. Bounded by the bytes kept.
 */
const GZIPPED = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body) => body.byteLength,
});

export function gzippedOnce(tag: string, body: Buffer): Buffer {
  const known = GZIPPED.get(tag);
  if (known) return known;
  const gzipped = gzipSync(body);
  GZIPPED.set(tag, gzipped);
  return gzipped;
}

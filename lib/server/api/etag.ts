import "server-only";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** A weak validator of a JSON body: the same data gives the same tag, in any process. */
export function weakEtag(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2), so 304 may be answered. */
export function isNotModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type EncodedJson = { body: Uint8Array<ArrayBuffer>; etag: string; gzipped?: Uint8Array<ArrayBuffer> };

/**
 * Answers that the server keeps and gives again while their data is unchanged (lib/server/db/fingerprint-memo.ts)
 * are the same object each time: their JSON, its tag and, once a browser asks for it, its gzip are made once, not
 * per request (an order of merit of ten seasons is 1.4 MB of JSON, 220 kB gzipped, and gzip of it costs more than
 * the rest of the request). Keyed weakly, so an answer built for one request is not kept.
 */
const ENCODED = new WeakMap<object, EncodedJson>();

/** Below this a kept answer is left to the server's own compression: the saving is not worth the memory. */
const KEPT_GZIP_MIN_BYTES = 16 * 1024;

function encode(data: unknown): { encoded: EncodedJson; kept: boolean } {
  const kept = typeof data === "object" && data !== null;
  const known = kept ? ENCODED.get(data) : undefined;
  if (known) return { encoded: known, kept };
  const text = JSON.stringify(data);
  const encoded = { body: new TextEncoder().encode(text), etag: weakEtag(text) };
  if (kept) ENCODED.set(data, encoded);
  return { encoded, kept };
}

/** Whether Accept-Encoding allows gzip (not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((coding) => {
    const [name, ...parameters] = coding.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (name === "gzip" || name === "x-gzip") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A JSON answer that a browser keeps and revalidates: `no-cache` (not `no-store`) lets it send If-None-Match on
 * the next read, and an unchanged body costs a 304 with no content. `private`: it is one member's view.
 */
export function conditionalJson(data: unknown, status: number, request: Headers): Response {
  const { encoded, kept } = encode(data);
  const headers = { etag: encoded.etag, "cache-control": "private, no-cache", vary: "Accept-Encoding" };
  if (isNotModified(request.get("if-none-match"), encoded.etag)) return new Response(null, { status: 304, headers });
  if (kept && encoded.body.byteLength >= KEPT_GZIP_MIN_BYTES && acceptsGzip(request.get("accept-encoding"))) {
    encoded.gzipped ??= new Uint8Array(gzipSync(encoded.body));
    return new Response(encoded.gzipped, { status, headers: { ...headers, "content-type": "application/json", "content-encoding": "gzip" } });
  }
  return new Response(encoded.body, { status, headers: { ...headers, "content-type": "application/json" } });
}

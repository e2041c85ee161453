import "server-only";
import { createHash } from "node:crypto";
import { partsOf } from "../db/answer-parts";

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

type EncodedJson = { body: Uint8Array<ArrayBuffer>; etag: string };

/**
 * Answers that the server keeps and gives again while their data is unchanged (lib/server/db/fingerprint-memo.ts)
 * are the same object each time: their JSON and its tag are made once, not per request (an order of merit of ten
 * seasons is over a megabyte). Keyed weakly, so an answer built for one request is not kept.
 */
const ENCODED = new WeakMap<object, EncodedJson>();

function encode(data: unknown): EncodedJson {
  const known = typeof data === "object" && data !== null ? ENCODED.get(data) : undefined;
  if (known) return known;
  const parts = typeof data === "object" && data !== null ? partsOf(data) : undefined;
  const text = parts ? joinedJson(parts) : JSON.stringify(data);
  const encoded = { body: new TextEncoder().encode(text), etag: weakEtag(text) };
  if (typeof data === "object" && data !== null) ENCODED.set(data, encoded);
  return encoded;
}

/** The JSON of an answer's joined parts, each object's members in turn: only the kept part's is remembered. */
function joinedJson([own, kept]: readonly [object, object]): string {
  const members = (json: string) => json.slice(1, -1);
  const ownMembers = members(JSON.stringify(own));
  const keptMembers = members(keptJson(kept));
  return `{${ownMembers}${ownMembers && keptMembers ? "," : ""}${keptMembers}}`;
}

const KEPT_JSON = new WeakMap<object, string>();

function keptJson(kept: object): string {
  const known = KEPT_JSON.get(kept);
  if (known !== undefined) return known;
  const json = JSON.stringify(kept);
  KEPT_JSON.set(kept, json);
  return json;
}

/**
 * A JSON answer that a browser keeps and revalidates: `no-cache` (not `no-store`) lets it send If-None-Match on
 * the next read, and an unchanged body costs a 304 with no content. `private`: it is one member's view.
 */
export function conditionalJson(data: unknown, status: number, ifNoneMatch: string | null): Response {
  const { body, etag } = encode(data);
  const headers = { etag, "cache-control": "private, no-cache" };
  if (isNotModified(ifNoneMatch, headers.etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status, headers: { ...headers, "content-type": "application/json" } });
}

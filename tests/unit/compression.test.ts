import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzippedOnce } from "@/lib/server/api/compression";
import { weakEtag } from "@/lib/server/api/etag";

describe("gzip of the answers the server keeps", () => {
  const json = (entries: number) =>
    JSON.stringify({ entries: Array.from({ length: entries }, (_, i) => ({ player: `Player ${i}`, points: i })) });

  it("compresses a body once per tag, and a body with another tag anew", () => {
    const standings = Buffer.from(json(200));
    const tag = weakEtag(standings.toString());
    const first = gzippedOnce(tag, standings);
    expect(gunzipSync(first).toString()).toBe(standings.toString());
    expect(gzippedOnce(tag, standings), "the same bytes, not compressed again").toBe(first);

    const changed = Buffer.from(json(201));
    const again = gzippedOnce(weakEtag(changed.toString()), changed);
    expect(gunzipSync(again).toString()).toBe(changed.toString());
  });

  it("reads whether a client takes gzip from its Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

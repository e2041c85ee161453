import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { acceptsGzip, conditionalJson, isNotModified, weakEtag } from "@/lib/server/api/etag";

describe("ETag and 304 for polled reads", () => {
  it("tags the same JSON the same way, and different JSON differently", () => {
    expect(weakEtag('{"a":1}')).toBe(weakEtag('{"a":1}'));
    expect(weakEtag('{"a":1}')).not.toBe(weakEtag('{"a":2}'));
    expect(weakEtag('{"a":1}')).toMatch(/^W\/"[\w-]+"$/);
  });

  it("compares weakly, in a list, and accepts *", () => {
    const tag = weakEtag("[]");
    const opaque = tag.slice(2);
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(opaque, tag)).toBe(true);
    expect(isNotModified(`W/"other", ${tag}`, tag)).toBe(true);
    expect(isNotModified("*", tag)).toBe(true);
    expect(isNotModified('W/"other"', tag)).toBe(false);
    expect(isNotModified(null, tag)).toBe(false);
  });

  it("answers an unchanged body with a bodiless 304 that the browser may keep and must revalidate", async () => {
    const first = conditionalJson({ points: 36 }, 200, new Headers());
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(await first.json()).toEqual({ points: 36 });
    const etag = first.headers.get("etag");

    const unchanged = conditionalJson({ points: 36 }, 200, new Headers({ "if-none-match": etag! }));
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");

    const changed = conditionalJson({ points: 37 }, 200, new Headers({ "if-none-match": etag! }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("gives a large kept answer gzipped, made once, to a browser that accepts gzip, and as it is to one that does not", async () => {
    const kept = { lines: Array.from({ length: 2_000 }, (_, i) => ({ position: i + 1, points: 36 })) };
    const gzipped = conditionalJson(kept, 200, new Headers({ "accept-encoding": "gzip, deflate, br" }));
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    const body = new Uint8Array(await gzipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual(kept);
    const again = conditionalJson(kept, 200, new Headers({ "accept-encoding": "gzip" }));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(body);
    expect(again.headers.get("etag")).toBe(gzipped.headers.get("etag"));

    for (const refused of [new Headers(), new Headers({ "accept-encoding": "gzip;q=0, br" })]) {
      const plain = conditionalJson(kept, 200, refused);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.json()).toEqual(kept);
    }
    const small = conditionalJson({ points: 36 }, 200, new Headers({ "accept-encoding": "gzip" }));
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("reads Accept-Encoding as RFC 9110 does", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { conditionalJson, isNotModified, weakEtag } from "@/lib/server/api/etag";
import { joinedAnswer } from "@/lib/server/db/answer-parts";

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
    const first = conditionalJson({ points: 36 }, 200, null);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(await first.json()).toEqual({ points: 36 });
    const etag = first.headers.get("etag");

    const unchanged = conditionalJson({ points: 36 }, 200, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");

    const changed = conditionalJson({ points: 37 }, 200, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("an answer joined from the caller's fields and a part kept for everyone", () => {
  const kept = { oomPoints: [{ player: "Ann", points: 25 }], cards: [], matches: { count: 3 } };

  it("is sent and tagged exactly as the same data built whole", async () => {
    for (const own of [{ id: "e1", userHasJoined: true, date: new Date("2026-11-29T00:00:00Z") }, {}]) {
      const whole = { ...own, ...kept };
      const joined = conditionalJson(joinedAnswer(own, kept), 200, null);
      expect(await joined.text()).toBe(JSON.stringify(whole));
      expect(joined.headers.get("etag")).toBe(weakEtag(JSON.stringify(whole)));
    }
  });

  it("tells two callers' answers apart although the kept part is the same object", async () => {
    const ann = conditionalJson(joinedAnswer({ userHasJoined: true }, kept), 200, null);
    const bob = conditionalJson(joinedAnswer({ userHasJoined: false }, kept), 200, null);
    expect(ann.headers.get("etag")).not.toBe(bob.headers.get("etag"));
    expect(((await bob.json()) as { userHasJoined: boolean }).userHasJoined).toBe(false);
  });

  it("refuses parts that carry the same field, whose joined JSON would name it twice", () => {
    expect(() => joinedAnswer({ cards: [1] }, kept)).toThrow(/cards/);
  });
});

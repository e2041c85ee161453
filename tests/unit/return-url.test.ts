import { describe, expect, it } from "vitest";
import { INVALID_RETURN_URL_MESSAGE, resolveReturnUrl } from "@/lib/return-url";

const origin = "https://sweeps.example.org";
const refused = { ok: false, message: INVALID_RETURN_URL_MESSAGE };

describe("resolveReturnUrl", () => {
  it("defaults to the home page", () => {
    expect(resolveReturnUrl(undefined, origin)).toEqual({ ok: true, path: "/" });
    expect(resolveReturnUrl("", origin)).toEqual({ ok: true, path: "/" });
  });

  it("accepts a path on this site, keeping its query and fragment", () => {
    expect(resolveReturnUrl("/sweeps/42/members?tab=history#top", origin)).toEqual({ ok: true, path: "/sweeps/42/members?tab=history#top" });
  });

  it("accepts an absolute URL of the same origin as its path", () => {
    expect(resolveReturnUrl("https://sweeps.example.org/events", origin)).toEqual({ ok: true, path: "/events" });
  });

  it.each([
    ["another origin", "https://evil.example/steal"],
    ["the same host over another scheme", "http://sweeps.example.org/events"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,hi"],
    ["a relative path without a slash", "sweeps"],
  ])("refuses %s with the spec's message", (_case, url) => {
    expect(resolveReturnUrl(url, origin)).toEqual(refused);
  });
});
